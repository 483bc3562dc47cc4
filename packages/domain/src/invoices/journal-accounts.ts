import { z } from 'zod';
import { idInput, textField } from '../shared/fields';

const accountField = (label: string) => textField(label, { max: 50, required: true });

/** An account chosen for one cost category, overriding the default for that category's lines. */
const categoryAccountSchema = z.object(
  {
    category_id: idInput('Choose a cost category'),
    account: accountField('Account'),
  },
  { error: 'Each account per cost category must be {category_id, account}' },
);

const categoryAccountList = (label: string) =>
  z
    .array(categoryAccountSchema, { error: `${label} must be a list` })
    .max(200, `At most 200 ${label.toLowerCase()}`);
export type CategoryAccount = z.infer<typeof categoryAccountSchema>;

/**
 * The ledger accounts the journal export posts to: receivable, payable, bank and tax payable, and the revenue
 * and cost accounts per cost category (a default for every category not named).
 */
export const journalAccountsSchema = z.object(
  {
    receivable: accountField('Receivable account'),
    payable: accountField('Payable account'),
    bank: accountField('Bank account'),
    tax: accountField('Tax payable account'),
    revenue_default: accountField('Default revenue account'),
    revenue_by_category: categoryAccountList('Revenue accounts per cost category'),
    cost_default: accountField('Default cost account'),
    cost_by_category: categoryAccountList('Cost accounts per cost category'),
  },
  { error: 'Accounts must be an object of account numbers' },
);
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

/** The cost account of a cost category's supplier-bill lines: the category's own, else the default. */
export function costAccountOf(accounts: JournalAccounts, categoryId: number | null): string {
  const own = accounts.cost_by_category.find((entry) => entry.category_id === categoryId);
  return own?.account ?? accounts.cost_default;
}
