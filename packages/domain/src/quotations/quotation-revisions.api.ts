import { z } from 'zod';
import { quotationWithAddressesSchema } from '../addresses/quotation-addresses';
import { endpointGroup } from '../api/endpoint-group';
import { recordId, timestampColumns } from '../shared/record-columns';
import { currencySchema } from './quotation-enums';
import { quotationStatusSchema } from './quotation-status';
import { revisionDiffSchema } from './revision-diff';

const api = endpointGroup(['quotations']);

export const REVISION_MESSAGES = {
  notSent:
    'Only a quote that has been sent to the client can be revised. Send it first, or edit it as it is.',
  superseded: (newest: number) =>
    `This revision is superseded by rev ${newest}. Open the newest revision to change it.`,
  notSameQuote: 'Both revisions must belong to this quote',
  linkSuperseded: (label: string) =>
    `This quote has been replaced by a newer revision (${label}). Please use the link in our latest e-mail.`,
  /** A comparison's `from` or `to` that is no revision's id. */
  chooseRevision: (side: 'from' | 'to') => `Choose the ${side} revision`,
} as const;

/** One revision of a quote, as the Revisions section lists it. */
const quotationRevisionSchema = z.object({
  ...recordId(),
  revision: z.number().int(),
  status: quotationStatusSchema,
  superseded: z.boolean(),
  total_cost: z.number(),
  currency: currencySchema,
  ...timestampColumns(),
  /** Who made this revision (the creator for revision 1), null when that user is gone. */
  made_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type QuotationRevision = z.infer<typeof quotationRevisionSchema>;

const revisionIdSchema = (side: 'from' | 'to') =>
  z
    .string({ error: REVISION_MESSAGES.chooseRevision(side) })
    .regex(/^\d{1,9}$/, REVISION_MESSAGES.chooseRevision(side))
    .transform(Number);

const revisionDiffQuerySchema = z.object({
  from: revisionIdSchema('from'),
  to: revisionIdSchema('to'),
});

/** Revisions of a quotation (docs/api.md, Quotation revisions). */
export const quotationRevisionsApi = {
  revise: api.create('/quotations/:id/revise', {
    description:
      'Makes the next revision of a sent quote (same quotation_number, revision + 1, status Working); the ' +
      'revised one becomes superseded: read-only, and its acceptance link answers 410',
    response: quotationWithAddressesSchema,
  }),
  revisions: api.get('/quotations/:id/revisions', {
    description: 'Every revision of the quote number of this quotation, newest first',
    response: z.object({ data: z.array(quotationRevisionSchema) }),
  }),
  diff: api.get('/quotations/:id/revisions/diff', {
    description:
      'What changed from revision `from` to revision `to` (quotation ids of two revisions of this quote): ' +
      'fields, and cargo and cost lines added, removed or changed, with old and new values',
    query: revisionDiffQuerySchema,
    response: revisionDiffSchema,
  }),
};
