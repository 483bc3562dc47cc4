import type { CompanyProfile, CompanyProfileUpdate } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';
import type { Translate } from '../../../shared/i18n/useT';

export type CompanyTextField = Exclude<
  keyof CompanyProfileUpdate,
  'logo_upload_id' | 'date_format' | 'time_zone' | 'document_language' | 'localized_texts'
>;
export type CompanyProfileValues = Record<
  CompanyTextField | 'date_format' | 'time_zone' | 'document_language',
  string
>;

/** The company details form's text fields in order; long ones are text areas below the short ones. */
export const COMPANY_TEXT_FIELDS: { field: CompanyTextField; label: MessageId; long?: boolean }[] = [
  { field: 'company_name', label: 'companyProfile.companyName' },
  { field: 'email', label: 'companyProfile.email' },
  { field: 'phone', label: 'companyProfile.phone' },
  { field: 'tax_number', label: 'companyProfile.taxNumber' },
  { field: 'peppol_id', label: 'companyProfile.peppolId' },
  { field: 'address', label: 'companyProfile.address', long: true },
  { field: 'footer', label: 'companyProfile.footer', long: true },
  { field: 'terms', label: 'companyProfile.terms', long: true },
  { field: 'quote_email_subject', label: 'companyProfile.emailSubject' },
  { field: 'quote_email_message', label: 'companyProfile.emailMessage', long: true },
];

export const DATE_FORMAT_LABEL: MessageId = 'companyProfile.dateFormat';
export const TIME_ZONE_LABEL: MessageId = 'companyProfile.timeZone';
const DOCUMENT_LANGUAGE_LABEL: MessageId = 'quoteSend.defaultLanguage';

/** Each field's label in the reader's language, for the conflict notice after a colleague's save. */
export const companyFieldLabels = (t: Translate) =>
  ({
    ...Object.fromEntries(COMPANY_TEXT_FIELDS.map(({ field, label }) => [field, t(label)])),
    date_format: t(DATE_FORMAT_LABEL),
    time_zone: t(TIME_ZONE_LABEL),
    document_language: t(DOCUMENT_LANGUAGE_LABEL),
  }) as Record<keyof CompanyProfileValues, string>;

export const companyProfileValues = (profile: CompanyProfile): CompanyProfileValues => ({
  ...(Object.fromEntries(COMPANY_TEXT_FIELDS.map(({ field }) => [field, profile[field]])) as Record<
    CompanyTextField,
    string
  >),
  date_format: profile.date_format,
  time_zone: profile.time_zone,
  document_language: profile.document_language,
});
