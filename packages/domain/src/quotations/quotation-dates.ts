import { z } from 'zod';
import { fieldMessages } from '../shared/messages';
import { DEFAULT_VALIDITY_DAYS } from './quotation-enums';
import { QUOTATION_MESSAGES } from './quotation-messages';

// Calendar dates are handled as 'YYYY-MM-DD' text and computed in UTC, so no time zone can shift a day.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME_PREFIX = /^(\d{4}-\d{2}-\d{2})T/;
const TYPED_DAY_MONTH_YEAR = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const DAY_MS = 86_400_000;

interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function validDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function parseIso(iso: string): CalendarDate | null {
  const match = ISO_DATE.exec(iso);
  return match ? validDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

function requireIso(iso: string): CalendarDate {
  const date = parseIso(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return date;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function format({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function toEpochDay({ year, month, day }: CalendarDate): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / DAY_MS);
}

function fromEpochDay(epochDay: number): CalendarDate {
  const date = new Date(epochDay * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-29 is false). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIso(value) !== null;
}

/** Today's date in the local time zone of the machine, as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return format({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/**
 * The statuses in which a passed valid-until date makes a quotation Expired (docs/decisions.md); Active,
 * Completed and Cancelled quotations never expire.
 */
export const EXPIRABLE_STATUSES = ['Pending', 'Working', 'OnClientReview'] as const;

/**
 * The one day boundary of validity: a quotation is valid through its whole valid-until day and has passed it
 * from the next day on. `today` is the company's day (its details' time zone); the server's SQL
 * (`quotation-expiry.sql.ts`) compares the same way against the same day.
 */
export function validityPassed(validUntil: string, today: string = todayIso()): boolean {
  return validUntil < today;
}

/** Expired: still open (Pending, Working, On Client Review) after its valid-until day. Never stored. */
export function isQuotationExpired(
  quotation: { status: string; valid_until_date: string },
  today: string = todayIso(),
): boolean {
  return (
    (EXPIRABLE_STATUSES as readonly string[]).includes(quotation.status) &&
    validityPassed(quotation.valid_until_date, today)
  );
}

/** The date `days` days later (earlier when negative). Throws RangeError on a malformed date. */
export function addDays(iso: string, days: number): string {
  return format(fromEpochDay(toEpochDay(requireIso(iso)) + Math.trunc(days)));
}

/**
 * The same day `months` months later (earlier when negative), clamped to the end of a shorter month:
 * 2026-01-31 plus one month is 2026-02-28, 2028-01-31 plus one month is 2028-02-29.
 */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = requireIso(iso);
  const index = year * 12 + (month - 1) + Math.trunc(months);
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** Whole days from `from` to `to` (negative when `to` is earlier). Throws RangeError on a malformed date. */
export function daysBetween(from: string, to: string): number {
  return toEpochDay(requireIso(to)) - toEpochDay(requireIso(from));
}

/**
 * Validity days after valid-until changes: days from the start date to valid-until, or 30 when that is not
 * positive (or either date is missing or malformed).
 */
export function validityDaysBetween(
  start: string | null | undefined,
  validUntil: string | null | undefined,
): number {
  if (!isIsoDate(start) || !isIsoDate(validUntil)) return DEFAULT_VALIDITY_DAYS;
  const days = daysBetween(start, validUntil);
  return days > 0 ? days : DEFAULT_VALIDITY_DAYS;
}

/** Valid-until when the server has none: start date plus validity days (30 when missing or not positive). */
export function defaultValidUntil(
  start: string,
  validityDays: number | null | undefined = DEFAULT_VALIDITY_DAYS,
): string {
  const days =
    typeof validityDays === 'number' && Number.isFinite(validityDays) && validityDays > 0
      ? Math.trunc(validityDays)
      : DEFAULT_VALIDITY_DAYS;
  return addDays(start, days);
}

/**
 * A date typed by hand as YYYY-MM-DD: day/month/year with '/', '-' or '.' ('21/11/2026', '21-11-2026',
 * '21.11.2026', '1/2/2026') becomes '2026-11-21'; ISO dates (and ISO timestamps, cut to their date) pass;
 * anything else, including impossible dates such as 31/02/2026, gives null.
 */
export function normalizeTypedDate(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  const isoPrefix = ISO_DATE_TIME_PREFIX.exec(value);
  const candidate = isoPrefix ? isoPrefix[1]! : value;
  if (isIsoDate(candidate)) return candidate;
  const typed = TYPED_DAY_MONTH_YEAR.exec(value);
  if (!typed) return null;
  const date = validDate(Number(typed[4]), Number(typed[3]), Number(typed[1]));
  return date ? format(date) : null;
}

/** A date as the API answers it: YYYY-MM-DD (OpenAPI format `date`). */
export const isoDateSchema = z.iso.date({ error: QUOTATION_MESSAGES.invalidDate });

/**
 * A required YYYY-MM-DD field: missing, null or blank gives `requiredMessage`, a malformed date
 * '{label} must be a valid date (YYYY-MM-DD)'.
 */
export function isoDateField(label: string, requiredMessage: string) {
  return z.iso.date({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? requiredMessage
        : fieldMessages.invalidDate(label),
  });
}

/** An optional YYYY-MM-DD field where null or blank text means "no date" (decoded to null). */
export function optionalIsoDateField(label: string) {
  const message = fieldMessages.invalidDate(label);
  return z.codec(
    z.union([z.iso.date({ error: message }), z.literal(''), z.null()], { error: message }),
    isoDateSchema.nullable(),
    { decode: (value) => value || null, encode: (value) => value },
  );
}
