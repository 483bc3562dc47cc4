import { DEFAULT_INVOICE_SETTINGS, type JournalAccounts, type TaxRate } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { isoTimestamp } from '../../platform/database/columns';

const blankText = (name: string) => text(name).notNull().default('');

/** Invoice settings: one row (id 1), made on first save; defaults as `DEFAULT_INVOICE_SETTINGS`. */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: integer('id').primaryKey().default(1),
    tax_rates: jsonb('tax_rates').$type<TaxRate[]>().notNull().default(DEFAULT_INVOICE_SETTINGS.tax_rates),
    default_tax_rate: text('default_tax_rate').notNull().default(DEFAULT_INVOICE_SETTINGS.default_tax_rate),
    bank_name: blankText('bank_name'),
    bank_account_holder: blankText('bank_account_holder'),
    bank_iban: blankText('bank_iban'),
    bank_bic: blankText('bank_bic'),
    accounts: jsonb('accounts').$type<JournalAccounts>().notNull().default(DEFAULT_INVOICE_SETTINGS.accounts),
    version: integer('version').notNull().default(1),
    updated_at: isoTimestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [check('invoice_settings_single_row', sql`${t.id} = 1`)],
);
