import { z } from 'zod';
import { peppolIdField } from '../invoices/peppol-id';
import { choiceField, nullableIdInput, textField } from '../shared/fields';
import { timeZoneField } from '../user-profiles/time-zones';
import { LANGUAGES } from '../user-profiles/user-profile-options';
import { DOCUMENT_DATE_FORMATS } from './document-dates';

/** What a new installation's send dialog starts from; admins edit both in the System Settings tab. */
export const DEFAULT_QUOTE_EMAIL_SUBJECT = 'Quotation {quotation_number} for {client_name}';
export const DEFAULT_QUOTE_EMAIL_MESSAGE = [
  'Dear {client_name},',
  '',
  'Please find attached our quotation {quotation_number}, valid until {valid_until}.',
  '',
  'You can review, accept or decline it online: {acceptance_url}',
  '',
  'Kind regards,',
  '{sender_name}',
  '{company_name}',
].join('\n');

/** The company texts a client's documents carry that a company may write in each language. */
export const LOCALIZED_COMPANY_TEXTS = [
  'terms',
  'footer',
  'quote_email_subject',
  'quote_email_message',
] as const;
const localizedTextsSchema = z.record(
  z.string(),
  z.object({
    terms: z.string().optional(),
    footer: z.string().optional(),
    quote_email_subject: z.string().optional(),
    quote_email_message: z.string().optional(),
  }),
);

/** The company's details that quotes carry (letterhead, terms, footer) and the quote e-mail's template. */
export const companyProfileSchema = z.object({
  company_name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  tax_number: z.string(),
  /** The company's Peppol participant ID, the seller's electronic address on e-invoices ('' when none). */
  peppol_id: z.string(),
  logo_upload_id: z.number().int().nullable(),
  terms: z.string(),
  footer: z.string(),
  quote_email_subject: z.string(),
  quote_email_message: z.string(),
  /** How the quote PDF and the quote e-mail write dates (see `formatDocumentDate`). */
  date_format: z.enum(DOCUMENT_DATE_FORMATS),
  /** The IANA zone the company's documents, e-mails and reminders write days and times in ('UTC' until set). */
  time_zone: z.string(),
  /** One of LANGUAGES: a client's documents are in it when the contact's language is not one of them. */
  document_language: z.enum(LANGUAGES),
  /**
   * The terms, footer and e-mail template in the other languages, by language ('es': {terms: '…'}); a text
   * missing or blank there is the default language's (the fields above).
   */
  localized_texts: localizedTextsSchema,
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

const emailText = textField('Company e-mail', { max: 320 }).refine(
  (value) => value === '' || z.email().safeParse(value).success,
  'Please enter a valid email address',
);

/** PUT /company-profile: any of the fields; the logo is an upload of purpose `logo` (or null to remove it). */
export const companyProfileUpdateSchema = z
  .object(
    {
      company_name: textField('Company name', { max: 200 }),
      address: textField('Address', { max: 1000 }),
      phone: textField('Phone', { max: 50 }),
      email: emailText,
      tax_number: textField('Tax number', { max: 50 }),
      peppol_id: peppolIdField(),
      logo_upload_id: nullableIdInput('Logo not found'),
      terms: textField('Terms and conditions', { max: 20_000 }),
      footer: textField('Footer', { max: 1000 }),
      quote_email_subject: textField('E-mail subject', { max: 255, required: true }),
      quote_email_message: textField('E-mail message', { max: 10_000, required: true }),
      date_format: choiceField('Date format on quotes', DOCUMENT_DATE_FORMATS),
      time_zone: timeZoneField(),
      document_language: choiceField('Default document language', LANGUAGES),
      localized_texts: z.partialRecord(
        choiceField('Language', LANGUAGES),
        z.object(
          {
            terms: textField('Terms and conditions', { max: 20_000 }).optional(),
            footer: textField('Footer', { max: 1000 }).optional(),
            quote_email_subject: textField('E-mail subject', { max: 255 }).optional(),
            quote_email_message: textField('E-mail message', { max: 10_000 }).optional(),
          },
          { error: "Each language's texts must be an object" },
        ),
        { error: 'Texts by language must be an object keyed by language' },
      ),
    },
    { error: 'The request body must be a JSON object' },
  )
  .partial();
export type CompanyProfileUpdate = z.infer<typeof companyProfileUpdateSchema>;
