import { z } from 'zod';
import { bodyObject, booleanField, numberInput, textField } from '../shared/fields';
import { DEFAULT_JOURNAL_ACCOUNTS, journalAccountsSchema } from './journal-accounts';

/** A named tax rate; a reverse-charge rate is 0 % and prints its legal note on the invoice. */
const taxRateSchema = z.object({
  name: textField('Tax rate name', { max: 100, required: true }),
  rate: numberInput('Tax rate', { min: 0, max: 100 }),
  note: textField('Legal note', { max: 500 }),
  reverse_charge: booleanField('Reverse charge'),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

/** The note a reverse-charge rate prints when the admin writes none (EU VAT Directive, article 196). */
const REVERSE_CHARGE_NOTE =
  'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)';

/** The tax rates and bank details a company starts with, until an admin saves its own. */
export const DEFAULT_INVOICE_SETTINGS = {
  tax_rates: [
    { name: 'Standard', rate: 21, note: '', reverse_charge: false },
    { name: 'Zero rated', rate: 0, note: '', reverse_charge: false },
    { name: 'Reverse charge', rate: 0, note: REVERSE_CHARGE_NOTE, reverse_charge: true },
  ] as TaxRate[],
  default_tax_rate: 'Standard',
  bank_name: '',
  bank_account_holder: '',
  bank_iban: '',
  bank_bic: '',
  accounts: DEFAULT_JOURNAL_ACCOUNTS,
};

/** GET /invoice_settings: the tax rates (named, one default), the bank details invoices print, the accounts. */
export const invoiceSettingsSchema = z.object({
  tax_rates: z.array(taxRateSchema),
  default_tax_rate: z.string(),
  bank_name: z.string(),
  bank_account_holder: z.string(),
  bank_iban: z.string(),
  bank_bic: z.string(),
  /** The ledger accounts the journal export posts to. */
  accounts: journalAccountsSchema,
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

export const INVOICE_SETTINGS_MESSAGES = {
  noRates: 'Add at least one tax rate',
  duplicateRate: (name: string) => `There are two tax rates named ${name}`,
  unknownDefault: 'The default tax rate must be one of the tax rates',
} as const;

/** PUT /invoice_settings: any of the fields; the default must name one of the rates and names are unique. */
export const invoiceSettingsUpdateSchema = bodyObject({
  tax_rates: z
    .array(taxRateSchema, { error: 'Tax rates must be a list' })
    .min(1, INVOICE_SETTINGS_MESSAGES.noRates)
    .max(50, 'At most 50 tax rates'),
  default_tax_rate: textField('Default tax rate', { max: 100, required: true }),
  bank_name: textField('Bank name', { max: 200 }),
  bank_account_holder: textField('Account holder', { max: 200 }),
  bank_iban: textField('IBAN', { max: 50 }),
  bank_bic: textField('BIC', { max: 20 }),
  accounts: journalAccountsSchema,
})
  .partial()
  .superRefine((value, ctx) => {
    const names = new Set<string>();
    for (const rate of value.tax_rates ?? []) {
      if (names.has(rate.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tax_rates'],
          message: INVOICE_SETTINGS_MESSAGES.duplicateRate(rate.name),
        });
      }
      names.add(rate.name);
    }
    if (value.tax_rates && value.default_tax_rate && !names.has(value.default_tax_rate)) {
      ctx.addIssue({
        code: 'custom',
        path: ['default_tax_rate'],
        message: INVOICE_SETTINGS_MESSAGES.unknownDefault,
      });
    }
  });
export type InvoiceSettingsUpdate = z.infer<typeof invoiceSettingsUpdateSchema>;

/** The rate named `name`, or the settings' default when the name is blank; undefined for an unknown name. */
export function taxRateNamed(
  settings: Pick<InvoiceSettings, 'tax_rates' | 'default_tax_rate'>,
  name?: string,
) {
  const wanted = name?.trim() || settings.default_tax_rate;
  return settings.tax_rates.find((rate) => rate.name === wanted);
}
