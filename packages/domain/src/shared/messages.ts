/**
 * The validation sentences people read under a field or in an API error. Each names the field as its form
 * labels it ('Client name can be at most 255 characters'), so no message is a library default and no two
 * fields answer alike. Forms' own wordings ('First name is required', ...) stay beside the fields that
 * use them.
 */

const numberFormat = new Intl.NumberFormat('en-US');

/** 10000 → '10,000', as the messages write limits. */
export function formatLimit(value: number): string {
  return numberFormat.format(value);
}

/** ['a', 'b', 'c'] → 'a, b or c' (or 'a, b and c'). */
export function orList(options: readonly string[], conjunction: 'or' | 'and' = 'or'): string {
  if (options.length <= 1) return options[0] ?? '';
  return `${options.slice(0, -1).join(', ')} ${conjunction} ${options.at(-1)}`;
}

/**
 * A form label as a message names the field: a trailing unit in brackets goes and Title Case words are
 * lowered after the first, so 'Unit cost (USD)' reads 'Unit cost' and 'Estimated Value' 'Estimated value';
 * abbreviations stay ('HS code', 'Total CBM').
 */
export function messageLabel(label: string): string {
  const words = label
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim()
    .split(/\s+/);
  return words.map((word, i) => (i > 0 && /^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word)).join(' ');
}

/**
 * The sentences any field answers. The web reads the label and the limit back out of each to word it in the
 * reader's language (FIELD_MESSAGE_PATTERNS in apps/web/src/shared/i18n/validationMessages.ts; its test checks
 * that each one it words reads back in English word for word): a reworded sentence needs its pattern there too.
 */
export const fieldMessages = {
  required: (label: string) => `${label} is required`,
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} can be at most ${formatLimit(max)} characters`,
  tooShort: (label: string, min: number) => `${label} must have at least ${formatLimit(min)} characters`,
  notNumber: (label: string) => `${label} must be a number`,
  notWhole: (label: string) => `${label} must be a whole number`,
  negative: (label: string) => `${label} cannot be negative`,
  atLeast: (label: string, min: number) => `${label} must be at least ${formatLimit(min)}`,
  atMost: (label: string, max: number) => `${label} can be at most ${formatLimit(max)}`,
  oneOf: (label: string, options: readonly string[]) => `${label} must be ${orList(options)}`,
  notBoolean: (label: string) => `${label} must be true or false`,
  invalidDate: (label: string) => `${label} must be a valid date (YYYY-MM-DD)`,
  /** The whole body was not a JSON object (an array, a string, nothing). */
  notAnObject: 'The request body must be a JSON object',
} as const;
