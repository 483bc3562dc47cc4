import type { CompanyProfile, CompanyProfileUpdate } from '@freight/domain';

export type CompanyTextField = Exclude<
  keyof CompanyProfileUpdate,
  'logo_upload_id' | 'date_format' | 'time_zone' | 'document_language' | 'localized_texts'
>;
export type CompanyProfileValues = Record<
  CompanyTextField | 'date_format' | 'time_zone' | 'document_language',
  string
>;

/** The company details form's text fields in order; long ones are text areas below the short ones. */
export const COMPANY_TEXT_FIELDS: { field: CompanyTextField; label: string; long?: boolean }[] = [
  { field: 'company_name', label: 'Company name' },
  { field: 'email', label: 'Company e-mail' },
  { field: 'phone', label: 'Phone' },
  { field: 'tax_number', label: 'Tax number' },
  { field: 'peppol_id', label: 'Peppol ID' },
  { field: 'address', label: 'Address', long: true },
  { field: 'footer', label: 'Footer', long: true },
  { field: 'terms', label: 'Default terms and conditions', long: true },
  { field: 'quote_email_subject', label: 'Quote e-mail subject' },
  { field: 'quote_email_message', label: 'Quote e-mail message', long: true },
];

export const DATE_FORMAT_LABEL = 'Date format on quotes';
export const TIME_ZONE_LABEL = 'Company time zone';
const DOCUMENT_LANGUAGE_LABEL = 'Default document language';

export const COMPANY_FIELD_LABELS = {
  ...Object.fromEntries(COMPANY_TEXT_FIELDS.map(({ field, label }) => [field, label])),
  date_format: DATE_FORMAT_LABEL,
  time_zone: TIME_ZONE_LABEL,
  document_language: DOCUMENT_LANGUAGE_LABEL,
} as Record<keyof CompanyProfileValues, string>;

export const companyProfileValues = (profile: CompanyProfile): CompanyProfileValues => ({
  ...(Object.fromEntries(COMPANY_TEXT_FIELDS.map(({ field }) => [field, profile[field]])) as Record<
    CompanyTextField,
    string
  >),
  date_format: profile.date_format,
  time_zone: profile.time_zone,
  document_language: profile.document_language,
});
