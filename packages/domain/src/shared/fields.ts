import { z } from 'zod';
import { fieldMessages as F } from './messages';
import { nullableNumeric, numeric } from './numeric';

/**
 * Zod fields whose every check carries a message naming the field (see `fieldMessages`). A message given
 * to `z.string({error})` would also answer every check that has none, which is how a too-long description
 * used to read 'Description is required': here the schema-level message only answers a wrong type.
 */

/** The largest value of a PostgreSQL `integer` column: ids, counts and positions are stored as one. */
export const MAX_INTEGER = 2_147_483_647;

/**
 * The largest amount a field takes (ten trillion): money columns are `numeric(16, 2)` or wider, so a larger
 * figure would overflow the column and fail as a server error instead of a message.
 */
export const MAX_AMOUNT = 10_000_000_000_000;

export interface TextFieldOptions {
  max: number;
  /** true: '{label} is required'; a string: that message instead (e.g. 'First name is required'). */
  required?: boolean | string;
  /** A minimum length beyond "not blank" (passwords). */
  min?: number;
  /** Leading and trailing blanks are dropped before the checks (default); passwords keep them. */
  trim?: boolean;
}

/** A text field: '{label} can be at most {max} characters', and '{label} is required' when required. */
export function textField(label: string, { max, required, min, trim = true }: TextFieldOptions) {
  const requiredMessage = typeof required === 'string' ? required : F.required(label);
  let schema = z.string({
    error: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      return required && issue.input == null ? requiredMessage : F.notText(label);
    },
  });
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, requiredMessage);
  if (min !== undefined) schema = schema.min(min, F.tooShort(label, min));
  return schema.max(max, F.tooLong(label, max));
}

export interface NumberRules {
  int?: boolean;
  min?: number;
  max?: number;
  /** Messages that replace the label's own, where a form words them ('Validity days must be greater than 0'). */
  messages?: { type?: string; int?: string; min?: string; max?: string };
}

/**
 * A number: '{label} must be a number', '... a whole number', '... cannot be negative' (min 0),
 * '... must be at least {min}', '... can be at most {max}'.
 */
function numberField(label: string, rules: NumberRules = {}) {
  const m = rules.messages ?? {};
  let schema = z.number({ error: m.type ?? F.notNumber(label) });
  if (rules.int) schema = schema.int(m.int ?? F.notWhole(label));
  if (rules.min !== undefined) {
    schema = schema.min(
      rules.min,
      m.min ?? (rules.min === 0 ? F.negative(label) : F.atLeast(label, rules.min)),
    );
  }
  if (rules.max !== undefined) schema = schema.max(rules.max, m.max ?? F.atMost(label, rules.max));
  return schema;
}

/** `numberField` that also takes numeric text ('12.5'), as the API accepts numbers. */
export function numberInput(label: string, rules: NumberRules = {}) {
  return numeric(numberField(label, rules), rules.messages?.type ?? F.notNumber(label));
}

/** `numberInput` where blank text and null mean "no value" (decoded to null). */
export function nullableNumberInput(label: string, rules: NumberRules = {}) {
  return nullableNumeric(numberField(label, rules), rules.messages?.type ?? F.notNumber(label));
}

/** The id of another record (a picker's choice): every problem, even a wrong type, answers `message`. */
export function idInput(message: string) {
  return numberInput(message, { int: true, min: 1, max: MAX_INTEGER, messages: idMessages(message) });
}

/** `idInput` where blank text and null mean "none". */
export function nullableIdInput(message: string) {
  return nullableNumberInput(message, { int: true, min: 1, max: MAX_INTEGER, messages: idMessages(message) });
}

function idMessages(message: string) {
  return { type: message, int: message, min: message, max: message };
}

/** One of a fixed list: '{label} must be A, B or C' (or the given message). */
export function choiceField<const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
  message: string = F.oneOf(
    label,
    options.filter((option) => option !== ''),
  ),
) {
  return z.enum(options, { error: message });
}

/** A yes/no field: '{label} must be true or false'. */
export function booleanField(label: string) {
  return z.boolean({ error: F.notBoolean(label) });
}

/** A request body: anything but a JSON object answers 'The request body must be a JSON object'. */
export function bodyObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.object(shape, { error: F.notAnObject });
}

/**
 * A create body from a module's fields: the `required` ones as they are, every other one optional (it falls back
 * to the module's defaults). The update body is `bodyObject(fields).partial()`: any subset, same rules.
 */
export function createBody<T extends z.core.$ZodLooseShape, const K extends keyof T & string>(
  fields: T,
  required: readonly K[],
) {
  const kept = Object.fromEntries(required.map((name) => [name, fields[name]])) as Pick<T, K>;
  return bodyObject(fields).partial().extend(kept);
}
