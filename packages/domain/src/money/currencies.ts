import { z } from 'zod';
import { ISO_4217 } from './iso-4217';

/** A three-letter ISO 4217 code ('EUR'); `currencyCodeSchema` is what makes a string one. */
export type CurrencyCode = string;

/** Every active ISO 4217 code, in alphabetical order. */
export const CURRENCY_CODES: readonly CurrencyCode[] = ISO_4217.map(([code]) => code);

const byCode = new Map(ISO_4217.map(([code, digits, name]) => [code, { digits, name }]));

/** The currencies a new company offers first in every currency field (the demo data's five). */
export const DEFAULT_FAVOURITE_CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'];

/** The currency a new quotation starts in. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && byCode.has(value);
}

/**
 * The currency's minor units (decimals) from ISO 4217: JPY 0, KWD 3, most 2. A code outside the list (an old
 * row written before codes were checked) counts as 2, the common case, rather than failing a whole screen.
 */
export function currencyDigits(currency: CurrencyCode): number {
  return byCode.get(currency)?.digits ?? 2;
}

/** The ISO English name ('Kuwaiti Dinar'); the code itself when it is not an active code. */
export function currencyName(currency: CurrencyCode): string {
  return byCode.get(currency)?.name ?? currency;
}

/**
 * (No transform to capitals: the same schema checks answers, and Fastify encodes answers through it.)
 *
 * A currency field: any active ISO 4217 code, in capitals as ISO writes them. Unknown codes answer
 * 'Unknown currency: XYZ' with the field's own label ('Unknown buy currency: XYZ'), so the 400 names the field.
 */
export function currencyCodeSchema(label = 'Currency') {
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  return z
    .string({
      error: (issue) =>
        issue.input == null ? `${label} is required` : `${label} must be a currency code such as EUR`,
    })
    .trim()
    .min(1, `${label} is required`)
    .refine(isCurrencyCode, { error: (issue) => `Unknown ${lower}: ${String(issue.input).slice(0, 20)}` });
}

/** The one quotation currency field ('Unknown currency: XYZ'). */
export const currencySchema = currencyCodeSchema('Currency');
