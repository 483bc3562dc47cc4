import { z } from 'zod';
import { incotermSchema } from '../incoterms/incoterms';
import { currencySchema } from './quotation-enums';

/**
 * What a client holding the acceptance link sees: what the PDF shows and nothing internal (no notes, owner,
 * buy rates or cost-line internals beyond description and amount, no staff but the sender).
 */
export const publicQuoteSchema = z.object({
  /** The language of the last send: the page speaks it, as the e-mail and PDF did. */
  language: z.string(),
  quotation_number: z.string(),
  company_name: z.string(),
  client_name: z.string(),
  created_date: z.string(),
  valid_until_date: z.string(),
  currency: currencySchema,
  origin: z.string(),
  destination: z.string(),
  /** The Incoterms 2020 rule and its named place, as on the PDF (null and '' when none). */
  incoterm: incotermSchema.nullable(),
  incoterm_place: z.string(),
  /** The lane codes with their names: 'DEHAM — Hamburg, Germany'; '' when not given. */
  origin_place: z.string(),
  destination_place: z.string(),
  total_cbm: z.number(),
  total_weight: z.number(),
  total_cost: z.number(),
  /** Each line's client description (`client_description`, never the desk's) and its sell amount. */
  cost_lines: z.array(z.object({ location: z.string(), description: z.string(), amount: z.number() })),
  terms: z.string(),
  sender_name: z.string(),
  /**
   * The client's answer once given (null while the quote is open): the link keeps showing the offer as it
   * was accepted or declined. `name` and `po_number` are the acceptor's ('' for a decline), `reason` the
   * decline's ('' for an acceptance).
   */
  answer: z
    .object({
      status: z.enum(['accepted', 'declined']),
      at: z.string(),
      name: z.string(),
      po_number: z.string(),
      reason: z.string(),
    })
    .nullable(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;

/** What accepting or declining answers. */
export const quoteAnswerResultSchema = z.object({
  status: z.enum(['accepted', 'declined']),
  message: z.string(),
});
