import { choiceField } from '../shared/fields';

/** Contact statuses. New contacts start Active. */
export const CONTACT_STATUSES = ['Active', 'Inactive', 'Pending'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
/** 'Status must be Active, Inactive or Pending' for any other value. */
export const contactStatusSchema = choiceField('Status', CONTACT_STATUSES);
export const DEFAULT_CONTACT_STATUS: ContactStatus = 'Active';
