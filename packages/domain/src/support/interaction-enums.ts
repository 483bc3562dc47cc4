import { choiceField } from '../shared/fields';

/** How the client reached us or we reached them. */
export const INTERACTION_CHANNELS = [
  'WhatsApp',
  'Facebook',
  'Instagram',
  'Email',
  'Calls',
  'On site',
  'Other',
] as const;
export type InteractionChannel = (typeof INTERACTION_CHANNELS)[number];
export const interactionChannelSchema = choiceField('Channel', INTERACTION_CHANNELS);

/** What the interaction was about. */
export const INTERACTION_CATEGORIES = [
  'Procurement',
  'Tracking',
  'Information',
  'Sales',
  'Support',
  'Claim',
  'Accounting',
] as const;
export type InteractionCategory = (typeof INTERACTION_CATEGORIES)[number];
export const interactionCategorySchema = choiceField('Category', INTERACTION_CATEGORIES);

/** Interaction status; any status may follow any other (a conversation can reopen at any time). */
export const INTERACTION_STATUSES = [
  'Open',
  'In Progress',
  'Resolved',
  'Closed',
  'Follow-up Required',
] as const;
export type InteractionStatus = (typeof INTERACTION_STATUSES)[number];
export const interactionStatusSchema = choiceField('Status', INTERACTION_STATUSES);

/** Who started it: the client (Inbound) or us (Outbound). The list shows them as In and Out. */
export const INTERACTION_TYPES = ['Inbound', 'Outbound'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];
export const interactionTypeSchema = choiceField('Type', INTERACTION_TYPES);

/** 'In' or 'Out', as the Support list's Type column reads. */
export function interactionTypeShort(type: InteractionType): 'In' | 'Out' {
  return type === 'Inbound' ? 'In' : 'Out';
}

/** New interaction defaults; the date defaults to today (`interactionDefaults`). */
export const DEFAULT_INTERACTION_CHANNEL: InteractionChannel = 'Email';
export const DEFAULT_INTERACTION_CATEGORY: InteractionCategory = 'Information';
export const DEFAULT_INTERACTION_STATUS: InteractionStatus = 'Open';
export const DEFAULT_INTERACTION_TYPE: InteractionType = 'Inbound';

/** The Support list's page size: 8 rows, as staff asked. */
export const INTERACTION_PAGE_SIZE = 8;
