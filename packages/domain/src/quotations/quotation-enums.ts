import { choiceField } from '../shared/fields';

export const PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** 'Priority must be Low, Medium or High' for any other value. */
export const prioritySchema = choiceField('Priority', PRIORITIES);
export const DEFAULT_PRIORITY: Priority = 'Medium';

/** Currencies offered on quotations and for declared values. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencySchema = choiceField(
  'Currency',
  CURRENCIES,
  'Currency must be one of USD, EUR, GBP, CAD, AUD',
);
export const DEFAULT_CURRENCY: Currency = 'USD';

/** Default validity of a quotation, in days. */
export const DEFAULT_VALIDITY_DAYS = 30;

/** Longest validity a quotation may have, in days (a century), so valid-until stays a real calendar date. */
export const MAX_VALIDITY_DAYS = 36_500;
