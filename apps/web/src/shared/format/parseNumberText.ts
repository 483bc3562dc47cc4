import { fieldMessages, messageLabel, NUMBER_MESSAGE } from '@freight/domain';

/** What a number field accepts, each limit with the message shown when typed text breaks it. */
export interface NumberRules {
  min?: number;
  max?: number;
  /** Whole numbers only ('3', '3.0' and '3e2' are whole; '2.5' is not). */
  integer?: boolean;
  /** At most this many digits after the decimal point (money: 2). */
  maxDecimals?: number;
  /**
   * The field's label: the messages then name the field as the server's do ('Weight cannot be negative',
   * 'Unit cost must be a number'); without one they read 'Cannot be negative', 'Please enter a number'.
   */
  label?: string;
  /** Messages from the domain where a form words them, e.g. QUOTATION_MESSAGES.validityDaysPositive. */
  messages?: { min?: string; max?: string; integer?: string; decimals?: string };
}

export interface ParsedNumberText {
  /** The number the text means; null when the text is blank or not a number. */
  value: number | null;
  /** What is wrong with the text, or null when it is blank or an acceptable number. */
  error: string | null;
}

/** Shown for '1,5': the app groups thousands with commas, so a comma cannot be a decimal mark. */
export const DECIMAL_COMMA_MESSAGE = 'Use a point for decimals, e.g. 1.5';

// Digits with optional thousands groups ('1,000,000'), an optional fraction and an optional exponent.
const NUMBER_TEXT = /^([+-]?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Digits after the decimal point of a finite number: 0.125 → 3, 1.5e-7 → 8, 1e12 → 0. */
function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * Reads what a person typed into a number field, all of it or not at all: '1e12' is 1000000000000,
 * '1,234.5' is 1234.5, '-10' is -10 (and breaks min 0), '12abc' and '1,5' are not numbers. Leading and
 * trailing spaces are ignored; a typographic minus (−) counts as a minus. Nothing is dropped or rounded.
 */
export function parseNumberText(text: string, rules: NumberRules = {}): ParsedNumberText {
  const trimmed = text.trim().replace(/\u2212/g, '-');
  if (trimmed === '') return { value: null, error: null };
  const notNumber = rules.label ? fieldMessages.notNumber(messageLabel(rules.label)) : NUMBER_MESSAGE;
  const match = NUMBER_TEXT.exec(trimmed);
  // A lone sign, point or exponent ('-', '.', 'e5') has no digits in its mantissa.
  const hasDigits = match !== null && /\d/.test(`${match[2]}${match[3] ?? ''}`);
  if (!match || !hasDigits) {
    return { value: null, error: trimmed.includes(',') ? DECIMAL_COMMA_MESSAGE : notNumber };
  }
  const value = Number(trimmed.replace(/,/g, ''));
  if (!Number.isFinite(value)) return { value: null, error: notNumber };
  return { value: Object.is(value, -0) ? 0 : value, error: ruleError(value, rules) };
}

function ruleError(value: number, { min, max, integer, maxDecimals, label, messages = {} }: NumberRules) {
  const name = label ? messageLabel(label) : undefined;
  if (min !== undefined && value < min) {
    if (messages.min) return messages.min;
    if (name) return min === 0 ? fieldMessages.negative(name) : fieldMessages.atLeast(name, min);
    return min === 0 ? 'Cannot be negative' : `Must be at least ${min}`;
  }
  if (max !== undefined && value > max) {
    return messages.max ?? (name ? fieldMessages.atMost(name, max) : `Must be at most ${max}`);
  }
  if (integer && !Number.isInteger(value)) {
    return messages.integer ?? (name ? fieldMessages.notWhole(name) : 'Must be a whole number');
  }
  if (maxDecimals !== undefined && decimalPlaces(value) > maxDecimals) {
    return messages.decimals ?? `Use at most ${maxDecimals} decimal places`;
  }
  return null;
}
