import type { z } from 'zod';
import { peppolIdField } from '../invoices/peppol-id';
import {
  bodyObject,
  booleanField,
  createBody,
  idInput,
  MAX_AMOUNT,
  numberInput,
  textField,
} from '../shared/fields';
import { contactStatusSchema } from './contact-status';

/** Validation messages of the New contact form, worded as staff asked. */
const CONTACT_MESSAGES = {
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

/** Any country's style passes: 10+ characters of digits, spaces, dashes, brackets or dots. */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

const text = (label: string, max = 255) => textField(label, { max });
const longText = (label: string, max = 100_000) => textField(label, { max });
const money = (label: string) => numberInput(label, { min: -MAX_AMOUNT, max: MAX_AMOUNT });

// Labels as the Add/Edit contact form shows them; fields the form does not show are named plainly.
const contactFields = {
  name: textField('First name', { max: 255, required: CONTACT_MESSAGES.firstNameRequired }),
  last_name: text('Last name'),
  display_name: text('Display name'),
  company_name: text('Company'),
  email: textField('Email', { max: 320 }).refine(
    (value) => value === '' || isValidEmail(value),
    CONTACT_MESSAGES.invalidEmail,
  ),
  phone_number: textField('Phone', { max: 50 }).refine(
    (value) => value === '' || isValidPhone(value),
    CONTACT_MESSAGES.invalidPhone,
  ),
  address: text('Address', 500),
  city: text('City'),
  state: text('State / Province'),
  country: text('Country'),
  zip_code: text('ZIP / Postal code', 50),
  title: text('Job title'),
  notes: longText('Notes', 10_000),
  status: contactStatusSchema,
  category: text('Category'),
  segment: text('Segment'),
  language: text('Language'),
  gender: text('Gender'),
  revenue: money('Revenue'),
  profit: money('Profit'),
  loss: money('Loss'),
  account_balance: money('Account balance'),
  credit_line: money('Credit line'),
  payment_terms_days: numberInput('Payment terms (days)', { int: true, min: 0, max: 365 }),
  tax_number: text('VAT number', 50),
  peppol_id: peppolIdField(),
  payment_type: text('Payment type'),
  account_manager_id: idInput('Please choose an account manager').nullable(),
  class: text('Class'),
  customer_segment: text('Customer segment'),
  service: text('Service'),
  chat_id: text('Chat ID'),
  embedding: longText('Embedding'),
  metadata: longText('Metadata'),
  text: longText('Text'),
  ninja_id: text('Ninja ID'),
  address_ext: text('Address extension', 500),
  check_flag: booleanField('Check flag'),
  credit: booleanField('Credit'),
  embed: booleanField('Embed'),
};

/**
 * POST /contacts body and the Add New Contact form. Only the first name is required; every other field is
 * optional and filled from `contactDefaults()` by `contactFromCreateInput()`. Inputs are trimmed.
 */
export const contactCreateSchema = createBody(contactFields, ['name']);
export type ContactCreate = z.output<typeof contactCreateSchema>;

/** PUT /contacts/{id} body and the Edit contact form: any subset of fields, same rules. */
export const contactUpdateSchema = bodyObject(contactFields).partial();
export type ContactUpdate = z.output<typeof contactUpdateSchema>;
