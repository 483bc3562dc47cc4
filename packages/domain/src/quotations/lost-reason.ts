import { z } from 'zod';
import { choiceValues } from '../shared/choices';
import { bodyObject, choiceField, textField } from '../shared/fields';
import { withoutUndefined } from '../shared/payload';
import type { DeclineReason } from './quote-answer';

/**
 * Why a quotation was lost (docs/decisions.md): the API values, in the order the reason select lists them, and
 * what people read for each (the select, the detail page, the dashboard).
 */
export const LOST_REASON_LABELS = {
  price: 'Price',
  transit_time: 'Transit time',
  service_or_capacity: 'Service or capacity',
  client_postponed: 'Client postponed',
  competitor: 'Went with a competitor',
  no_answer: 'No answer',
  other: 'Other',
};
export const LOST_REASONS = choiceValues(LOST_REASON_LABELS);
export type LostReason = (typeof LOST_REASONS)[number];

/** The client's reason for declining through the link, as the lost reason the dashboard counts. */
export const LOST_REASON_OF_DECLINE: Readonly<Record<DeclineReason, LostReason>> = {
  Price: 'price',
  'Transit time': 'transit_time',
  'Service or capacity': 'service_or_capacity',
  'Client postponed': 'client_postponed',
  'Went with a competitor': 'competitor',
  Other: 'other',
};

export const LOST_REASON_MESSAGES = {
  reasonRequired: 'Please choose why the quotation was lost',
  reasonUnknown: `Lost reason must be one of: ${LOST_REASONS.join(', ')}`,
  onlyWhenCancelled: 'A lost reason can only be given when the quotation is cancelled',
} as const;

export const lostReasonSchema = z.enum(LOST_REASONS);

/** The lost-reason fields a status change to Cancelled carries (PUT /quotations/{id}). */
export const lostReasonInputFields = {
  lost_reason: choiceField('Lost reason', LOST_REASONS, LOST_REASON_MESSAGES.reasonUnknown),
  lost_to: textField('Competitor', { max: 200 }),
  lost_comment: textField('Comment', { max: 2000 }),
};

const lostReasonInputSchema = bodyObject(lostReasonInputFields).partial();
export type LostReasonInput = z.infer<typeof lostReasonInputSchema>;

type LostValues = { lost_reason: LostReason | null; lost_to: string; lost_comment: string };

/**
 * The lost-reason part of a quotation save, or the field message that refuses it: moving to Cancelled needs a
 * reason; the fields are refused on a save that leaves the quotation in another status (a Cancelled one may
 * have its reason corrected); moving out of Cancelled clears them.
 */
export function lostReasonChanges(
  currentStatus: string,
  input: { status?: string } & LostReasonInput,
): { changes: Partial<LostValues> } | { error: { field: keyof LostValues; message: string } } {
  const given = withoutUndefined({
    lost_reason: input.lost_reason,
    lost_to: input.lost_to,
    lost_comment: input.lost_comment,
  });
  const status = input.status ?? currentStatus;
  if (status !== 'Cancelled') {
    const field = Object.keys(given)[0] as keyof LostValues | undefined;
    if (field) return { error: { field, message: LOST_REASON_MESSAGES.onlyWhenCancelled } };
    return currentStatus === 'Cancelled'
      ? { changes: { lost_reason: null, lost_to: '', lost_comment: '' } }
      : { changes: {} };
  }
  if (currentStatus !== 'Cancelled') {
    if (!given.lost_reason) {
      return { error: { field: 'lost_reason', message: LOST_REASON_MESSAGES.reasonRequired } };
    }
    return { changes: { lost_to: '', lost_comment: '', ...given } };
  }
  return { changes: given };
}
