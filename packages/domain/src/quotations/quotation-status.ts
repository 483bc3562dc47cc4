import { z } from 'zod';
import { choiceColumn, choiceValues } from '../shared/choices';
import { QUOTATION_MESSAGES } from './quotation-messages';

/**
 * The quotation workflow's statuses, in workflow order (docs/quotations.md, Statuses), each with what the user
 * reads, its badge tone (one colour per step) and that tone as a Mantine colour name, for `<Badge color=...>`.
 */
const QUOTATION_STATUS_TABLE = {
  Pending: { label: 'Pending', tone: 'warning', color: 'yellow' },
  Working: { label: 'Working', tone: 'blue', color: 'blue' },
  OnClientReview: { label: 'On Client Review', tone: 'purple', color: 'grape' },
  Active: { label: 'Active', tone: 'success', color: 'green' },
  Completed: { label: 'Completed', tone: 'gray', color: 'gray' },
  Cancelled: { label: 'Cancelled', tone: 'danger', color: 'red' },
} satisfies Record<string, { label: string; tone: string; color: string }>;
export const QUOTATION_STATUSES = choiceValues(QUOTATION_STATUS_TABLE);
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

export const QUOTATION_STATUS_LABELS = choiceColumn(QUOTATION_STATUS_TABLE, 'label');
export const QUOTATION_STATUS_TONES = choiceColumn(QUOTATION_STATUS_TABLE, 'tone');
export const QUOTATION_STATUS_COLORS = choiceColumn(QUOTATION_STATUS_TABLE, 'color');

export function quotationStatusLabel(status: QuotationStatus): string {
  return QUOTATION_STATUS_LABELS[status];
}
