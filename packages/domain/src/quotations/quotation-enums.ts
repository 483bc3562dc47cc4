import { z } from 'zod';

export const PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const prioritySchema = z.enum(PRIORITIES, { error: 'Priority must be Low, Medium or High' });
export const DEFAULT_PRIORITY: Priority = 'Medium';

/** Currencies offered on quotations and for declared values. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencySchema = z.enum(CURRENCIES, {
  error: 'Currency must be one of USD, EUR, GBP, CAD, AUD',
});
export const DEFAULT_CURRENCY: Currency = 'USD';

/** Default validity of a quotation, in days. */
export const DEFAULT_VALIDITY_DAYS = 30;
