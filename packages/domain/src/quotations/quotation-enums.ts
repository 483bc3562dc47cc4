import type { CurrencyCode } from '../money/currencies';
import { choiceField } from '../shared/fields';

export const PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** 'Priority must be Low, Medium or High' for any other value. */
export const prioritySchema = choiceField('Priority', PRIORITIES);
export const DEFAULT_PRIORITY: Priority = 'Medium';

/** A quotation's currency: any active ISO 4217 code (see money/currencies.ts). */
export type Currency = CurrencyCode;
export { currencySchema, DEFAULT_CURRENCY } from '../money/currencies';

/** Default validity of a quotation, in days. */
export const DEFAULT_VALIDITY_DAYS = 30;

/** Longest validity a quotation may have, in days (a century), so valid-until stays a real calendar date. */
export const MAX_VALIDITY_DAYS = 36_500;
