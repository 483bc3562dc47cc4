import type { ContactStatus } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';

/** Each contact status as a message: the domain names it in English for the API, the screens in the reader's. */
export const CONTACT_STATUS_MESSAGES: Record<ContactStatus, MessageId> = {
  Active: 'contacts.statusActive',
  Inactive: 'contacts.statusInactive',
  Pending: 'contacts.statusPending',
};
