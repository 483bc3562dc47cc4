import { z } from 'zod';
import { numeric } from '../shared/numeric';
import { contactStatusSchema } from './contact-status';

/** Validation messages of the New contact form, verbatim from the spec. */
export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// At least 10 of: digits, spaces, dashes, brackets, dots; an optional leading plus (not counted).
const PHONE_PATTERN = /^\+?[\d\s\-().]{10,}$/;

/** An address of the form something@domain.tld, with no spaces. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The spec's phone rule, taken literally: 10+ characters of digits, spaces, dashes, brackets or dots. */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

const text = (max = 255) => z.string().trim().max(max);
const longText = (max = 100_000) => z.string().trim().max(max);

const contactFields = {
  name: z
    .string({ error: CONTACT_MESSAGES.firstNameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.firstNameRequired)
    .max(255),
  last_name: text(),
  display_name: text(),
  company_name: text(),
  email: z
    .string()
    .trim()
    .max(320)
    .refine((value) => value === '' || isValidEmail(value), CONTACT_MESSAGES.invalidEmail),
  phone_number: z
    .string()
    .trim()
    .max(50)
    .refine((value) => value === '' || isValidPhone(value), CONTACT_MESSAGES.invalidPhone),
  address: text(500),
  city: text(),
  state: text(),
  country: text(),
  zip_code: text(50),
  title: text(),
  notes: longText(10_000),
  status: contactStatusSchema,
  category: text(),
  segment: text(),
  language: text(),
  gender: text(),
  revenue: numeric(),
  profit: numeric(),
  loss: numeric(),
  account_balance: numeric(),
  credit_line: numeric(),
  payment_type: text(),
  account_manager_id: numeric(z.number().int().positive()).nullable(),
  class: text(),
  customer_segment: text(),
  service: text(),
  chat_id: text(),
  embedding: longText(),
  metadata: longText(),
  text: longText(),
  ninja_id: text(),
  address_ext: text(500),
  check_flag: z.boolean(),
  credit: z.boolean(),
  embed: z.boolean(),
};

/**
 * POST /contacts body and the Add New Contact form. Only the first name is required; every other field is
 * optional and filled from `contactDefaults()` by `contactFromCreateInput()`. Inputs are trimmed.
 */
export const contactCreateSchema = z.object(contactFields).partial().extend({ name: contactFields.name });
export type ContactCreateInput = z.input<typeof contactCreateSchema>;
export type ContactCreate = z.output<typeof contactCreateSchema>;

/** PUT /contacts/{id} body and the Edit contact form: any subset of fields, same rules. */
export const contactUpdateSchema = z.object(contactFields).partial();
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;
export type ContactUpdate = z.output<typeof contactUpdateSchema>;
