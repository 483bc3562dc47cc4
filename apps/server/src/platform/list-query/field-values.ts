import { Column, is } from 'drizzle-orm';
import { AppError } from '../errors';
import type { ComparableField, FieldKind } from './list-spec';

/** A value as it arrives: query-string text, or a typed literal from the `where` language. */
export type RawValue = string | number | boolean;

/** A checked value, ready to be bound as a parameter (dates and timestamps as ISO text). */
export type BoundValue = string | number | boolean;

const NUMBER_TEXT = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;
const INTEGER_TEXT = /^-?\d+$/;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

const EXPECTED: Record<FieldKind, string> = {
  number: 'a number',
  integer: 'an integer',
  string: 'text',
  boolean: 'true or false',
  date: 'a date (YYYY-MM-DD)',
  timestamp: 'an ISO 8601 timestamp',
};

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

interface IntegerRange {
  min: number;
  max: number;
}

const INT4: IntegerRange = { min: -2147483648, max: 2147483647 };
const INTEGER_RANGES: Record<string, IntegerRange> = {
  smallint: { min: -32768, max: 32767 },
  bigint: { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
  bigserial: { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
};

/**
 * The integers the field's column holds: PostgreSQL refuses a parameter outside its column's type as a server
 * error, so a value past it must be the client's mistake first. An SQL expression (not a column) is held to
 * the 4-byte range of the `integer` columns it is built from.
 */
function integerRange(field: ComparableField): IntegerRange {
  return is(field.expr, Column) ? (INTEGER_RANGES[field.expr.getSQLType()] ?? INT4) : INT4;
}

function parseNumber(raw: RawValue, range: IntegerRange | undefined): number | undefined {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && (range ? INTEGER_TEXT : NUMBER_TEXT).test(raw)) n = Number(raw);
  else return undefined;
  if (!Number.isFinite(n)) return undefined;
  if (range && !(Number.isSafeInteger(n) && n >= range.min && n <= range.max)) return undefined;
  return n;
}

function parseBoolean(raw: RawValue): boolean | undefined {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw !== 'string') return undefined;
  const lower = raw.toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : undefined;
}

function parseDate(raw: RawValue): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const m = DATE_TEXT.exec(raw);
  return m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3])) ? raw : undefined;
}

/** Accepts ISO 8601 date-times (and bare dates); a missing zone means UTC. Answers UTC ISO text. */
function parseTimestamp(raw: RawValue): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const m = TIMESTAMP_TEXT.exec(raw);
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m;
  if (!isRealDate(Number(y), Number(mo), Number(d))) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  let offset = zone.toUpperCase();
  if (offset !== 'Z') {
    const digits = offset.slice(1).replace(':', '');
    const oh = digits.slice(0, 2);
    const om = digits.slice(2) || '00';
    if (Number(oh) > 23 || Number(om) > 59) return undefined;
    offset = `${offset[0]}${oh}:${om}`;
  }
  const ms = frac.padEnd(3, '0').slice(0, 3);
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function tryCoerce(field: ComparableField, raw: RawValue): BoundValue | undefined {
  switch (field.kind) {
    case 'number':
      return parseNumber(raw, undefined);
    case 'integer':
      return parseNumber(raw, integerRange(field));
    case 'string':
      return typeof raw === 'string' ? raw : undefined;
    case 'boolean':
      return parseBoolean(raw);
    case 'date':
      return parseDate(raw);
    case 'timestamp':
      return parseTimestamp(raw);
  }
}

function expected(field: ComparableField): string {
  if (field.kind !== 'integer') return EXPECTED[field.kind];
  const { min, max } = integerRange(field);
  return `${EXPECTED.integer} from ${min} to ${max}`;
}

/**
 * Checks a value against a field's kind (and an integer against its column's range) and answers the value to
 * bind, or throws a 400 naming the field. `context` says where the value came from, e.g. `in where`.
 */
export function coerceFieldValue(
  field: ComparableField,
  raw: RawValue,
  name: string,
  context: string,
): BoundValue {
  const value = tryCoerce(field, raw);
  if (value === undefined) {
    const hint = field.kind === 'string' && typeof raw === 'number' ? ' (put text in single quotes)' : '';
    throw AppError.badRequest(`Invalid value for "${name}" ${context}: expected ${expected(field)}${hint}`);
  }
  return value;
}
