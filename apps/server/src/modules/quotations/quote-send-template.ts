import {
  type CompanyProfile,
  type DocumentLanguage,
  documentDayOf,
  formatDocumentDate,
  formatMoney,
  localeOf,
  quoteNumberLabel,
  type User,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { documentText } from '../../platform/i18n/document-messages';
import * as companyProfile from '../settings/company-profile.service';
import { senderName } from './document-mail.service';
import type * as quotationsService from './quotations.service';

type Quotation = Awaited<ReturnType<typeof quotationsService.get>>;

export function templateValues(
  quotation: Quotation,
  company: CompanyProfile,
  user: User,
  language: DocumentLanguage,
) {
  const date = (iso: string) => formatDocumentDate(iso, company.date_format, language);
  return {
    quotation_number: quoteNumberLabel(quotation),
    client_name: quotation.client_name,
    valid_until: date(quotation.valid_until_date),
    quote_date: date(quotation.created_date),
    // The day the message goes out on the company's clock: the draft shows the day it would.
    sent_date: date(documentDayOf(new Date(), company.time_zone)),
    sender_name: senderName(user),
    company_name: company.company_name,
    total: formatMoney(quotation.total_cost, quotation.currency, localeOf(language)),
  };
}

/**
 * The company and its e-mail template in the language: the company's own template in it (or its default
 * language's), else the built-in one in the language.
 */
export async function templateIn(db: Db, language: DocumentLanguage) {
  const { company, subject, message } = await companyProfile.inLanguage(db, language);
  const t = documentText(language);
  return { company, subject: subject ?? t('email.subject'), message: message ?? t('email.message') };
}
