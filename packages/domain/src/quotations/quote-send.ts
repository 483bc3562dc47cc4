import { z } from 'zod';
import { lowMarginSchema } from '../pricing/margin-check';
import { bodyObject, booleanField, choiceField, textField } from '../shared/fields';
import { recordId } from '../shared/record-columns';
import { LANGUAGES } from '../user-profiles/user-profile-options';
import { quoteReadinessSchema } from './quote-readiness';

export const QUOTE_SEND_MESSAGES = {
  recipientsRequired: 'Add at least one recipient',
  invalidRecipient: (address: string) => `${address} is not a valid e-mail address`,
  tooManyRecipients: 'At most 20 recipients',
  mailOff: 'E-mail is not set up on this server (SMTP_URL), so quotes cannot be sent.',
  notSendable: 'Only a Pending, Working or On Client Review quotation can be sent',
  expired: 'This quotation has expired: extend its validity before sending it',
  refused: 'The mail server refused the message',
  partHistory: "recording the send in the quotation's history",
  partStatus: 'moving it to On Client Review',
  partInteraction: 'logging the e-mail with the contact',
  partDocument: "filing the PDF in the quotation's documents",
  sentWithProblems: (parts: string[]) =>
    `The quote was sent, but ${parts.join(' and ')} failed. Do not send it again: ${
      parts.length > 1 ? 'do these by hand' : 'do this by hand'
    } if needed.`,
} as const;

/** Statuses a quote may be sent in; Pending and Working move to On Client Review when it goes out. */
export const SENDABLE_STATUSES = ['Pending', 'Working', 'OnClientReview'] as const;

/**
 * One e-mail address of a recipient list. `messages` words it for a form with several lists (To, Cc), so that
 * each list's problems name that list.
 */
function recipientField(
  messages: { notText: string; invalid: (address: string) => string } = {
    notText: QUOTE_SEND_MESSAGES.recipientsRequired,
    invalid: QUOTE_SEND_MESSAGES.invalidRecipient,
  },
) {
  return z
    .string({ error: messages.notText })
    .trim()
    .refine((value) => z.email().safeParse(value).success, {
      error: (issue) => messages.invalid(String(issue.input)),
    });
}

const recipient = recipientField();

/** POST /quotations/{id}/send */
export const quoteSendSchema = bodyObject({
  to: z
    .array(recipient, { error: QUOTE_SEND_MESSAGES.recipientsRequired })
    .min(1, QUOTE_SEND_MESSAGES.recipientsRequired)
    .max(20, QUOTE_SEND_MESSAGES.tooManyRecipients),
  /** Blank or left out: the company's template in the send's language. */
  subject: textField('Subject', { max: 255 }).optional(),
  message: textField('Message', { max: 10_000 }).optional(),
  /** The language of the e-mail, the PDF and the acceptance page; left out: the contact's (see `draft`). */
  language: choiceField('Language', LANGUAGES).optional(),
  /** Required (true) when the quotation's margin is below the pricing settings' minimum. */
  confirm_low_margin: booleanField('Confirm low margin').optional(),
});
export type QuoteSend = z.infer<typeof quoteSendSchema>;

/**
 * The send dialog's check: the dialog shows the template's subject and message, so a blank one there is a
 * slip, not a wish for the template ('Subject is required').
 */
export const quoteSendFormSchema = quoteSendSchema.extend({
  subject: textField('Subject', { max: 255, required: true }),
  message: textField('Message', { max: 10_000, required: true }),
});

/** `warning` when the message went out but what follows it failed (see `QUOTE_SEND_MESSAGES.sentWithProblems`). */
export const quoteSendResultSchema = z.object({ acceptance_url: z.string(), warning: z.string().optional() });
export type QuoteSendResult = z.infer<typeof quoteSendResultSchema>;

/** GET /quotations/{id}/send-draft: what the dialog starts from; `{acceptance_url}` is filled at sending. */
export const quoteSendDraftSchema = z.object({
  mail_enabled: z.boolean(),
  to: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  /** The language the quote goes out in: the contact's, else the company's default (see `documentLanguageOf`). */
  language: z.enum(LANGUAGES),
  /** The margin under the minimum that sending must confirm; null when there is none. */
  low_margin: lowMarginSchema.nullable(),
  /** What the quote must still have before it can be sent, and what it lacks that sending only warns about. */
  readiness: quoteReadinessSchema,
});
export type QuoteSendDraft = z.infer<typeof quoteSendDraftSchema>;

/** One sending of a quote: who sent it to whom, when, and until when its link is valid. */
export const quoteSendRecordSchema = z.object({
  ...recordId(),
  quotation_id: z.number().int(),
  sent_by: z.number().int().nullable(),
  sender_name: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  language: z.string(),
  expires_at: z.string(),
  /** What failed after the message went out (logging it, filing the PDF); null when nothing did. */
  filing_error: z.string().nullable(),
  created_at: z.string(),
});

/** The messages of a labelled To or Cc list on a document's send form (booking confirmation, invoice). */
const RECIPIENT_LIST_MESSAGES = {
  tooMany: (label: string) => `${label}: at most 20 recipients`,
  invalid: (label: string, address: string) => `${label}: ${address} is not a valid e-mail address`,
  notList: (label: string) => `${label} must be a list of e-mail addresses`,
} as const;

/** A To or Cc list whose messages name the list, so that on a form with both a problem shows under the right one. */
export function recipientList(label: string) {
  const notList = RECIPIENT_LIST_MESSAGES.notList(label);
  const address = recipientField({
    notText: notList,
    invalid: (value) => RECIPIENT_LIST_MESSAGES.invalid(label, value),
  });
  return z.array(address, { error: notList }).max(20, RECIPIENT_LIST_MESSAGES.tooMany(label));
}
