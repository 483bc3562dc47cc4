import type { Translate } from '../i18n/useT';
import { numberFormat } from '../preferences/numberFormat';
import type { DateFormatter } from '../preferences/useDateFormat';

/** What a stored value is worded with: the screen's messages and the reader's date preferences. */
export interface StoredValueWords {
  t: Translate;
  dates: DateFormatter;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A number that names a record rather than counts (an id, an invoice number, a version): written as stored. */
const IDENTIFYING_KEY = /(^|_)(id|number|version|revision)$/;

/**
 * A value as an audit entry or a revision stored it (text, a number, true/false, a date as ISO writes it, a
 * list), worded for the reader: Yes/No in their language, numbers with their language's separators, dates in
 * their date format and time zone, an empty value as '(empty)'. `key` is the stored field's name. Other text
 * (a name, a code) is the record's own and stays as stored; a nested record is the caller's to word.
 */
export function storedValueText(key: string, value: unknown, words: StoredValueWords): string {
  const { t, dates } = words;
  if (value === null || value === undefined || value === '') return t('audit.empty');
  if (Array.isArray(value)) {
    if (value.length === 0) return t('audit.noneRecorded');
    return value.map((item) => storedValueText(key, item, words)).join(', ');
  }
  if (typeof value === 'boolean' || value === 'true' || value === 'false')
    return t(value === true || value === 'true' ? 'common.yes' : 'common.no');
  if (typeof value === 'number')
    return IDENTIFYING_KEY.test(key)
      ? String(value)
      : numberFormat({ maximumFractionDigits: 10 }).format(value);
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return dates.date(value);
  if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return dates.dateTime(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
