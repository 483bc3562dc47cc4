import { z } from 'zod';

/** Message used when a field that must be a number receives text that is not one. */
export const NUMBER_MESSAGE = 'Please enter a number';

// Plain decimal notation with optional sign and exponent; no hex, no 'Infinity', no blanks.
const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const NUMERIC_TEXT_OR_BLANK = /^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)?$/;

/** True for text such as '12', ' -3.5 ', '1e3' whose number is finite. */
export function isNumericString(value: string): boolean {
  const text = value.trim();
  return NUMERIC_TEXT.test(text) && Number.isFinite(Number(text));
}

/** A finite number from a number or numeric string; null for anything else (blank, null, NaN, 'abc'). */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && isNumericString(value)) return Number(value.trim());
  return null;
}

/** Like toFiniteNumber, with a fallback instead of null ("non-numeric counts as 0" and similar rules). */
export function toNumberOr(value: unknown, fallback: number): number {
  return toFiniteNumber(value) ?? fallback;
}

/**
 * Rounds half away from zero to `decimals` places, without the binary drift of `Math.round(x * 100) / 100`
 * (which turns 1.005 into 1.00).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  const text = String(abs);
  if (text.includes('e')) return (sign * Math.round(abs * 10 ** decimals)) / 10 ** decimals;
  const shifted = Math.round(Number(`${text}e${decimals}`));
  return sign * Number(`${shifted}e-${decimals}`) || 0;
}

/**
 * A zod field that accepts a number or a numeric string (the API contract: "numbers are accepted as numbers or
 * numeric strings") and yields a number checked by `inner` (default `z.number()`), e.g.
 * `numeric(z.number().min(0, 'Estimated value cannot be negative'))`.
 *
 * Built as a codec rather than a transform so the same schema can also encode (Fastify's serializer runs
 * `safeEncode`) and so OpenAPI shows `number | string` on input and `number` on output.
 */
export function numeric<T extends z.ZodType<number, number> = z.ZodNumber>(
  inner?: T,
  message: string = NUMBER_MESSAGE,
) {
  const out = (inner ?? z.number({ error: message })) as T;
  return z.codec(
    z.union([z.number(), z.string().trim().regex(NUMERIC_TEXT, message)], { error: message }),
    out,
    {
      decode: (value) => Number(value) as z.input<T>,
      encode: (value) => value,
    },
  );
}

/**
 * Like `numeric()`, but blank text and null become null: the forms' "empty or invalid numeric inputs become
 * null" for optional measurements (box item dimensions, insurance value, ...).
 */
export function nullableNumeric<T extends z.ZodType<number, number> = z.ZodNumber>(
  inner?: T,
  message: string = NUMBER_MESSAGE,
) {
  const out = (inner ?? z.number({ error: message })) as T;
  return z.codec(
    z.union([z.number(), z.string().trim().regex(NUMERIC_TEXT_OR_BLANK, message), z.null()], {
      error: message,
    }),
    out.nullable(),
    {
      decode: (value) => (value === null || value === '' ? null : (Number(value) as z.input<T>)),
      encode: (value) => value,
    },
  );
}
