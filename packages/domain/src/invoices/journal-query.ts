import { z } from 'zod';
import { isoDateField } from '../quotations/quotation-dates';

export const JOURNAL_EXPORT_MESSAGES = {
  fromRequired: 'From date is required',
  toRequired: 'To date is required',
  toBeforeFrom: 'To date must be on or after the From date',
  noRate: (pair: string, day: string, document: string) =>
    `No exchange rate ${pair} in force on ${day} for ${document}: add it in the exchange rates, then export again`,
} as const;

/** GET /exports/journal.csv: the period, both days included (issue dates of documents, dates of payments). */
export const journalExportQuerySchema = z
  .object({
    from: isoDateField('From date', JOURNAL_EXPORT_MESSAGES.fromRequired),
    to: isoDateField('To date', JOURNAL_EXPORT_MESSAGES.toRequired),
  })
  .refine((query) => query.to >= query.from, {
    path: ['to'],
    message: JOURNAL_EXPORT_MESSAGES.toBeforeFrom,
  });
export type JournalExportQuery = z.infer<typeof journalExportQuerySchema>;

/** The journal CSV's columns, one row per posting. */
export const JOURNAL_CSV_COLUMNS = [
  'date',
  'document',
  'account',
  'debit',
  'credit',
  'currency',
  'base_amount',
  'base_currency',
] as const;
