import { CONTACT_STATUSES } from '@freight/domain';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, recordColumns } from '../../platform/database/columns';
import { searchFold } from '../../platform/database/search-fold';

const blankText = (name: string) => text(name).notNull().default('');
const money = (name: string) =>
  numeric(name, { precision: 16, scale: 2, mode: 'number' }).notNull().default(0);

export const contacts = pgTable(
  'contacts',
  {
    id: idColumn(),
    name: text('name').notNull(),
    last_name: blankText('last_name'),
    display_name: blankText('display_name'),
    company_name: blankText('company_name'),
    email: blankText('email'),
    phone_number: blankText('phone_number'),
    address: blankText('address'),
    city: blankText('city'),
    state: blankText('state'),
    country: blankText('country'),
    zip_code: blankText('zip_code'),
    title: blankText('title'),
    notes: blankText('notes'),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('Active'),
    category: blankText('category'),
    segment: blankText('segment'),
    language: blankText('language'),
    gender: blankText('gender'),
    revenue: money('revenue'),
    profit: money('profit'),
    loss: money('loss'),
    account_balance: money('account_balance'),
    credit_line: money('credit_line'),
    // Days from an invoice's issue to its due date (DEFAULT_PAYMENT_TERMS_DAYS unless agreed otherwise).
    payment_terms_days: integer('payment_terms_days').notNull().default(30),
    tax_number: blankText('tax_number'),
    peppol_id: blankText('peppol_id'),
    payment_type: blankText('payment_type'),
    account_manager_id: integer('account_manager_id').default(1),
    class: blankText('class'),
    customer_segment: blankText('customer_segment'),
    service: blankText('service'),
    chat_id: blankText('chat_id'),
    embedding: blankText('embedding'),
    metadata: blankText('metadata'),
    text: blankText('text'),
    ninja_id: blankText('ninja_id'),
    address_ext: blankText('address_ext'),
    check_flag: boolean('check_flag').notNull().default(true),
    credit: boolean('credit').notNull().default(true),
    embed: boolean('embed').notNull().default(true),
    ...recordColumns(),
  },
  (t) => [
    // The list's default order (display name, then id) is read straight from this index.
    index('contacts_display_name_idx').on(t.display_name, t.id),
    index('contacts_status_idx').on(t.status),
    // One trigram index over the concatenated searchable text serves every search and picker query.
    index('contacts_search_trgm_idx').using('gin', sql`${searchFold(contactSearchText(t))} gin_trgm_ops`),
    // And one over the phone number's digits, for searches typed as a phone number in another format.
    index('contacts_phone_digits_trgm_idx').using('gin', sql`${contactPhoneDigits(t)} gin_trgm_ops`),
    // No duplicates of the same email and phone: enforced here so concurrent creates cannot both pass.
    uniqueIndex('contacts_email_phone_key')
      .on(sql`lower(${t.email})`, sql`regexp_replace(${t.phone_number}, '[^0-9+]', '', 'g')`)
      .where(sql`${t.email} <> '' and ${t.phone_number} <> ''`),
  ],
);

/** The text `search` matches: names, company, email and phone, in one expression the trigram index covers. */
export function contactSearchText(t: {
  name: unknown;
  last_name: unknown;
  display_name: unknown;
  company_name: unknown;
  email: unknown;
  phone_number: unknown;
}): SQL {
  return sql`(${t.display_name} || ' ' || ${t.name} || ' ' || ${t.last_name} || ' ' || ${t.company_name} || ' ' || ${t.email} || ' ' || ${t.phone_number})`;
}

/** The phone number's digits alone ('+1 (555) 010-2030' → '15550102030'), as the phone search compares them. */
export function contactPhoneDigits(t: { phone_number: unknown }): SQL {
  return sql`regexp_replace(${t.phone_number}, '[^0-9]', '', 'g')`;
}
