import type {
  InteractionCategory,
  InteractionChannel,
  InteractionStatus,
  InteractionType,
} from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';

// The domain names an interaction's choices in English for the API and the CSV; a screen draws each through
// these messages, in the reader's language.

/** Each channel as a message. */
export const INTERACTION_CHANNEL_MESSAGES: Record<InteractionChannel, MessageId> = {
  WhatsApp: 'interactions.channelWhatsApp',
  Facebook: 'interactions.channelFacebook',
  Instagram: 'interactions.channelInstagram',
  Email: 'interactions.channelEmail',
  Calls: 'interactions.channelCalls',
  'On site': 'interactions.channelOnSite',
  Other: 'interactions.channelOther',
};

/** Each category as a message. */
export const INTERACTION_CATEGORY_MESSAGES: Record<InteractionCategory, MessageId> = {
  Procurement: 'interactions.categoryProcurement',
  Tracking: 'interactions.categoryTracking',
  Information: 'interactions.categoryInformation',
  Sales: 'interactions.categorySales',
  Support: 'interactions.categorySupport',
  Claim: 'interactions.categoryClaim',
  Accounting: 'interactions.categoryAccounting',
};

/** Each status as a message. */
export const INTERACTION_STATUS_MESSAGES: Record<InteractionStatus, MessageId> = {
  Open: 'interactions.statusOpen',
  'In Progress': 'interactions.statusInProgress',
  Resolved: 'interactions.statusResolved',
  Closed: 'interactions.statusClosed',
  'Follow-up Required': 'interactions.statusFollowUp',
};

/** Each type in full, as the form and the filters name it. */
export const INTERACTION_TYPE_FULL_MESSAGES: Record<InteractionType, MessageId> = {
  Inbound: 'interactions.typeInbound',
  Outbound: 'interactions.typeOutbound',
};

/** Each type short, as the list's Type column reads it (In, Out). */
export const INTERACTION_TYPE_SHORT_MESSAGES: Record<InteractionType, MessageId> = {
  Inbound: 'interactions.typeIn',
  Outbound: 'interactions.typeOut',
};
