import { type SQL, sql } from 'drizzle-orm';
import { tableListFields } from '../../platform/crud';
import { type BindValue, defineListSpec } from '../../platform/list-query';
import { contactPhoneDigits, contactSearchText, contacts } from './contacts.table';

const fields = tableListFields(contacts);

// Large free-text fields are answered but not sorted or filtered on: no index would serve them.
const UNFILTERABLE = new Set(['notes', 'embedding', 'metadata', 'text']);
const filterable = Object.keys(fields).filter((f) => !UNFILTERABLE.has(f));

// Text made only of digits and what people write phone numbers with: '555 010', '(555) 010-20', '+1.555'.
const PHONE_TEXT = /^[\d\s+\-()./]+$/;
// Three digits make a trigram, the least the phone digits index can look up; shorter text still matches
// the phone as written through the main search.
const MIN_PHONE_DIGITS = 3;

/**
 * A search typed as a phone number matches phone numbers by their digits, whatever the punctuation on
 * either side: '555 010' finds '+1 (555) 010-2030'. Text with letters ('Acme 555') does not, or its digits
 * alone would match unrelated phones.
 */
function phoneDigitsSearch(text: string, bind: BindValue): SQL | undefined {
  if (!PHONE_TEXT.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return undefined;
  return sql`${contactPhoneDigits(contacts)} like ${bind(`%${digits}%`)}`;
}

const listOptions = {
  sortable: [
    'id',
    'display_name',
    'name',
    'last_name',
    'company_name',
    'email',
    'phone_number',
    'status',
    'city',
    'country',
    'category',
    'segment',
    'created_at',
    'updated_at',
  ],
  filterable,
  searchable: [contactSearchText(contacts)],
  searchAlso: phoneDigitsSearch,
  defaultOrder: [{ field: 'display_name', direction: 'asc' as const }],
  defaultLimit: 50,
};

export const contactList = defineListSpec({ fields, ...listOptions });

/**
 * The same list for requests with `search`. A search matches a small share of the contacts; sorted through
 * the display-name index, PostgreSQL walks that index filtering row by row, which scans tens of thousands
 * of rows when the matches cluster in name order ('maria' matches names starting with M). Sorting an
 * expression the index does not cover makes it take the matches from the trigram index and sort only them.
 */
export const contactSearchList = defineListSpec({
  fields: Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      field.kind === 'string' ? { ...field, expr: sql`(${field.expr} || '')` } : field,
    ]),
  ),
  ...listOptions,
});
