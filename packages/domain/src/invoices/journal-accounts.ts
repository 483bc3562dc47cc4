import { z } from 'zod';
import { textField } from '../shared/fields';

const accountField = (label: string) => textField(label, { max: 50, required: true });

/** An account chosen for one cost category, overriding the default for that category's lines. */
const categoryAccountSchema = z.object({
  category_id: z.number({ error: 'Cost category must be a number' }).int().positive(),
  account: accountField('Account'),
});
export type CategoryAccount = z.infer<typeof categoryAccountSchema>;

/**
 * The ledger accounts the journal export posts to: receivable, payable, bank and tax payable, and the revenue
 * and cost accounts per cost category (a default for every category not named).
 */
export const journalAccountsSchema = z.object({
  receivable: accountField('Receivable account'),
  payable: accountField('Payable account'),
  bank: accountField('Bank account'),
  tax: accountField('Tax payable account'),
  revenue_default: accountField('Default revenue account'),
  revenue_by_category: z.array(categoryAccountSchema).max(200, 'At most 200 revenue accounts'),
  cost_default: accountField('Default cost account'),
  cost_by_category: z.array(categoryAccountSchema).max(200, 'At most 200 cost accounts'),
});
export type JournalAccounts = z.infer<typeof journalAccountsSchema>;

/** A common small-business chart of accounts, until an admin saves the company's own. */
export const DEFAULT_JOURNAL_ACCOUNTS: JournalAccounts = {
  receivable: '1200',
  payable: '2000',
  bank: '1000',
  tax: '2200',
  revenue_default: '4000',
  revenue_by_category: [],
  cost_default: '5000',
  cost_by_category: [],
};

/** The revenue account of a cost category's lines: the category's own, else the default. */
export function revenueAccountOf(accounts: JournalAccounts, categoryId: number | null): string {
  const own = accounts.revenue_by_category.find((entry) => entry.category_id === categoryId);
  return own?.account ?? accounts.revenue_default;
}
