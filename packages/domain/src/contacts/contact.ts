import { z } from 'zod';
import { recordId, versionedColumns } from '../shared/record-columns';
import { contactStatusSchema } from './contact-status';

/**
 * A contact as the API answers it. `name` is the first name. Text fields are
 * never null: absent text is stored and answered as ''. Numbers are answered as JSON numbers.
 */
export const contactSchema = z.object({
  ...recordId(),
  name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  company_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip_code: z.string(),
  title: z.string(),
  notes: z.string(),
  status: contactStatusSchema,
  category: z.string(),
  segment: z.string(),
  language: z.string(),
  gender: z.string(),
  revenue: z.number(),
  profit: z.number(),
  loss: z.number(),
  account_balance: z.number(),
  credit_line: z.number(),
  /** Days from an invoice's issue to its due date. */
  payment_terms_days: z.number().int(),
  /** The client's VAT number, printed as the buyer's on e-invoices. */
  tax_number: z.string(),
  /** The client's Peppol participant ID ('0088:5790000435975'), where its e-invoices are delivered. */
  peppol_id: z.string(),
  payment_type: z.string(),
  account_manager_id: z.number().int().nullable(),
  class: z.string(),
  customer_segment: z.string(),
  service: z.string(),
  chat_id: z.string(),
  embedding: z.string(),
  metadata: z.string(),
  text: z.string(),
  ninja_id: z.string(),
  address_ext: z.string(),
  check_flag: z.boolean(),
  credit: z.boolean(),
  embed: z.boolean(),
  ...versionedColumns(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The fields pickers and the contacts list ask for (`select=` on GET /contacts). */
export const CONTACT_LIST_FIELDS = [
  'id',
  'name',
  'last_name',
  'display_name',
  'company_name',
  'email',
  'phone_number',
  'status',
] as const;

export const contactListItemSchema = contactSchema.pick({
  id: true,
  name: true,
  last_name: true,
  display_name: true,
  company_name: true,
  email: true,
  phone_number: true,
  status: true,
});
/** A contact as pickers and the contacts list use it. */
export type ContactListItem = z.infer<typeof contactListItemSchema>;
