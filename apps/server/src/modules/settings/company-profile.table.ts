import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { isoTimestamp } from '../../platform/database/columns';
import { uploads } from '../files/files.table';

/** A language's own company texts; a text left out falls back to the company's default language's. */
type LocalizedCompanyTexts = Record<
  string,
  Partial<Record<'terms' | 'footer' | 'quote_email_subject' | 'quote_email_message', string>>
>;

/** The company's details on quotes and the quote e-mail template: one row (id 1), made on first save. */
export const companyProfile = pgTable(
  'company_profile',
  {
    id: integer('id').primaryKey().default(1),
    company_name: text('company_name').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    tax_number: text('tax_number').notNull().default(''),
    peppol_id: text('peppol_id').notNull().default(''),
    logo_upload_id: integer('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    terms: text('terms').notNull().default(''),
    footer: text('footer').notNull().default(''),
    quote_email_subject: text('quote_email_subject'),
    quote_email_message: text('quote_email_message'),
    /** One of DOCUMENT_DATE_FORMATS (checked by the schema on the way in). */
    date_format: text('date_format').notNull().default('D MMM YYYY'),
    /** An IANA zone name (checked by the schema on the way in): the clock dates and times are written for. */
    time_zone: text('time_zone').notNull().default('UTC'),
    /** One of LANGUAGES: what a client's documents are written in when the contact's language is not known. */
    document_language: text('document_language').notNull().default('en'),
    /** The terms, footer and e-mail template in other languages than the default (the columns above). */
    localized_texts: jsonb('localized_texts').$type<LocalizedCompanyTexts>().notNull().default({}),
    version: integer('version').notNull().default(1),
    updated_at: isoTimestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [check('company_profile_single_row', sql`${t.id} = 1`)],
);
