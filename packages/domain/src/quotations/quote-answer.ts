import { z } from 'zod';
import { bodyObject, choiceField, textField } from '../shared/fields';

/** Why a client declines a quote through its link (`LOST_REASON_OF_DECLINE` maps a decline to a lost reason). */
export const DECLINE_REASONS = [
  'Price',
  'Transit time',
  'Service or capacity',
  'Client postponed',
  'Went with a competitor',
  'Other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const QUOTE_ANSWER_MESSAGES = {
  nameRequired: 'Please enter your full name',
  termsRequired: 'Please accept the terms and conditions',
  reasonRequired: 'Please choose a reason',
  linkUnknown: 'This quote link is not valid',
  linkExpired: 'This quote has expired. Please contact us for an updated offer.',
  alreadyAccepted: 'This quote has already been accepted.',
  alreadyDeclined: 'This quote has already been declined.',
  noLongerOpen: 'This quote is no longer open. Please contact us.',
  accepted: 'Thank you: your acceptance has been recorded.',
  declined: 'Thank you: we have recorded that you declined this quote.',
  tooManyRequests: 'Too many requests from your address. Please wait a minute and try again.',
} as const;

/**
 * The client's answer as the quotation keeps it (`accepted_by`, `accepted_at` are its API names):
 * null until the client answers through the acceptance link.
 */
export const quotationAnswerFields = {
  accepted_by: z.string().nullable(),
  accepted_at: z.string().nullable(),
  accepted_ip: z.string().nullable(),
  accepted_po_number: z.string().nullable(),
  declined_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  decline_comment: z.string().nullable(),
};

/** POST /public/quotes/{token}/accept */
export const quoteAcceptSchema = bodyObject({
  name: textField('Name', { max: 200, required: QUOTE_ANSWER_MESSAGES.nameRequired }),
  po_number: textField('PO number', { max: 100 }).optional(),
  accept_terms: z.literal(true, { error: QUOTE_ANSWER_MESSAGES.termsRequired }),
});
export type QuoteAccept = z.infer<typeof quoteAcceptSchema>;

/** POST /public/quotes/{token}/decline */
export const quoteDeclineSchema = bodyObject({
  reason: choiceField('Reason', DECLINE_REASONS, QUOTE_ANSWER_MESSAGES.reasonRequired),
  comment: textField('Comment', { max: 2000 }).optional(),
});
export type QuoteDecline = z.infer<typeof quoteDeclineSchema>;

/** A token of an acceptance link: 256 random bits in base64url. */
export const quoteTokenParamsSchema = z.object({
  token: z
    .string({ error: QUOTE_ANSWER_MESSAGES.linkUnknown })
    .regex(/^[A-Za-z0-9_-]{43}$/, QUOTE_ANSWER_MESSAGES.linkUnknown),
});
