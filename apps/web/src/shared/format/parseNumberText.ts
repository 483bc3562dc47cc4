import { messageLabel } from '@freight/domain';
import { i18n } from '../i18n/i18n';
import { translate } from '../i18n/useT';
import { messageFieldLabel, translateValidation } from '../i18n/validationMessages';

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
  const name = rules.label ? fieldName(rules.label) : undefined;
  const notNumber = name
    ? translate('validation.notNumber', { label: name })
    : translate('validation.enterNumber');
  const match = NUMBER_TEXT.exec(trimmed);
  // A lone sign, point or exponent ('-', '.', 'e5') has no digits in its mantissa.
  const hasDigits = match !== null && /\d/.test(`${match[2]}${match[3] ?? ''}`);
  if (!match || !hasDigits) {
    // '1,5': the app groups thousands with commas, so a comma cannot be a decimal mark.
    return { value: null, error: trimmed.includes(',') ? translate('validation.decimalComma') : notNumber };
  }
  const value = Number(trimmed.replace(/,/g, ''));
  if (!Number.isFinite(value)) return { value: null, error: notNumber };
  return { value: Object.is(value, -0) ? 0 : value, error: ruleError(value, rules, name) };
}

/**
 * The label as the messages name the field: in English Title Case words are lowered after the first, as the
 * server's messages write them ('Unit cost'); other languages keep their label's own capitals (German nouns).
 */
function fieldName(label: string): string {
  return i18n.locale.startsWith('en') ? messageLabel(label) : messageFieldLabel(label);
}

/** A form's own message (the domain's English) in the reader's language. */
const own = (message: string | undefined) =>
  message === undefined ? undefined : translateValidation(message);

function ruleError(
  value: number,
  { min, max, integer, maxDecimals, messages = {} }: NumberRules,
  name: string | undefined,
): string | null {
  if (min !== undefined && value < min) {
    if (messages.min) return own(messages.min)!;
    if (name) {
      return min === 0
        ? translate('validation.negative', { label: name })
        : translate('validation.atLeast', { label: name, min });
    }
    return min === 0
      ? translate('validation.cannotBeNegative')
      : translate('validation.mustBeAtLeast', { min });
  }
  if (max !== undefined && value > max) {
    return (
      own(messages.max) ??
      (name
        ? translate('validation.atMost', { label: name, max })
        : translate('validation.mustBeAtMost', { max }))
    );
  }
  if (integer && !Number.isInteger(value)) {
    return (
      own(messages.integer) ??
      (name ? translate('validation.notWhole', { label: name }) : translate('validation.mustBeWhole'))
    );
  }
  if (maxDecimals !== undefined && decimalPlaces(value) > maxDecimals) {
    return own(messages.decimals) ?? translate('validation.maxDecimals', { count: maxDecimals });
  }
  return null;
}
