import { z } from 'zod';
import { QUOTATION_MESSAGES } from './quotation-messages';

/** The quotation workflow's statuses, in workflow order (docs/quotations.md, Statuses). */
export const QUOTATION_STATUSES = [
  'Pending',
  'Working',
  'OnClientReview',
  'Active',
  'Completed',
  'Cancelled',
] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** A stored or answered status: exactly one of the six values. */
export const quotationStatusSchema = z.enum(QUOTATION_STATUSES, { error: QUOTATION_MESSAGES.unknownStatus });

/** Older or human spellings that are still accepted on input and stored as the canonical value. */
const STATUS_ALIASES: Readonly<Record<string, QuotationStatus>> = {
  Draft: 'Pending',
  'On Client Review': 'OnClientReview',
};

/**
 * The canonical status for a value sent by a client, or null when it is not one (the server then answers 400;
 * the original web app silently showed such values as Pending). Known values are matched case-sensitively;
 * 'Draft' means Pending and 'On Client Review' means OnClientReview.
 */
export function normalizeQuotationStatus(input: unknown): QuotationStatus | null {
  if (typeof input !== 'string') return null;
  if ((QUOTATION_STATUSES as readonly string[]).includes(input)) return input as QuotationStatus;
  return STATUS_ALIASES[input] ?? null;
}

/** A status on input: the six values plus the aliases, always decoded to the canonical value. */
export const quotationStatusInputSchema = z.codec(
  z.enum([...QUOTATION_STATUSES, 'Draft', 'On Client Review'], {
    error: QUOTATION_MESSAGES.unknownStatus,
  }),
  quotationStatusSchema,
  {
    decode: (value) => normalizeQuotationStatus(value) ?? 'Pending',
    encode: (value) => value,
  },
);

/** What the user reads for each status. */
export const QUOTATION_STATUS_LABELS: Readonly<Record<QuotationStatus, string>> = {
  Pending: 'Pending',
  Working: 'Working',
  OnClientReview: 'On Client Review',
  Active: 'Active',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};

/** Each status's badge tone (warning, blue, purple, success, gray, danger), one colour per step. */
export const QUOTATION_STATUS_TONES: Readonly<Record<QuotationStatus, string>> = {
  Pending: 'warning',
  Working: 'blue',
  OnClientReview: 'purple',
  Active: 'success',
  Completed: 'gray',
  Cancelled: 'danger',
};

/** The badge tones as Mantine colour names, for `<Badge color=...>`. */
export const QUOTATION_STATUS_COLORS: Readonly<Record<QuotationStatus, string>> = {
  Pending: 'yellow',
  Working: 'blue',
  OnClientReview: 'grape',
  Active: 'green',
  Completed: 'gray',
  Cancelled: 'red',
};

export function quotationStatusLabel(status: QuotationStatus): string {
  return QUOTATION_STATUS_LABELS[status];
}
