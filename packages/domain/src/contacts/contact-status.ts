import { z } from 'zod';

/** Contact statuses (spec: contacts, Enumerations). New contacts start Active. */
export const CONTACT_STATUSES = ['Active', 'Inactive', 'Pending'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const contactStatusSchema = z.enum(CONTACT_STATUSES, {
  error: 'Status must be Active, Inactive or Pending',
});
export const DEFAULT_CONTACT_STATUS: ContactStatus = 'Active';
