import { z } from 'zod';
import { noContentSchema } from '../api/endpoint';
import { endpointGroup } from '../api/endpoint-group';
import { listResponseSchema } from '../api/list-schemas';
import { choiceField } from '../shared/fields';
import { LANGUAGES } from '../user-profiles/user-profile-options';
import { companyProfileSchema, companyProfileUpdateSchema } from './company-profile';
import { publicQuoteSchema, quoteAnswerResultSchema } from './public-quote';
import { quoteAcceptSchema, quoteDeclineSchema, quoteTokenParamsSchema } from './quote-answer';
import {
  quoteSendDraftSchema,
  quoteSendRecordSchema,
  quoteSendResultSchema,
  quoteSendSchema,
} from './quote-send';

const companyProfile = endpointGroup(['settings']);

/** The company's details on quotes, and the quote e-mail template (System Settings tab). */
export const companyProfileApi = {
  get: companyProfile.get('/company-profile', { response: companyProfileSchema }),
  update: companyProfile.put('/company-profile', {
    body: companyProfileUpdateSchema,
    response: companyProfileSchema,
    ifMatch: true,
  }),
  logo: companyProfile.get('/company-profile/logo', { response: noContentSchema, produces: 'image/*' }),
};

const tags = ['quotations'];
const api = endpointGroup(tags);

/** The quote as a PDF, sending it to the client, and the record of sendings (docs/api.md, Quotes to clients). */
export const quoteSendApi = {
  pdf: api.get('/quotations/:id/pdf', {
    summary: 'The quotation as a PDF; also files a copy in its documents folder (for those with edit)',
    query: z.object({ download: choiceField('Download', ['0', '1'], 'Download must be 0 or 1').optional() }),
    response: noContentSchema,
    produces: 'application/pdf',
  }),
  draft: api.get('/quotations/:id/send-draft', {
    summary:
      "The send dialog's start: recipients, subject and message from the template, and whether e-mail is on",
    query: z.object({
      language: choiceField('Language', LANGUAGES).optional(),
    }),
    response: quoteSendDraftSchema,
  }),
  send: api.post('/quotations/:id/send', {
    summary: 'E-mails the quote with its PDF and acceptance link',
    body: quoteSendSchema,
    // 202: the relay accepted the message; delivery to the client is its business.
    status: 202,
    response: quoteSendResultSchema,
  }),
  sends: api.get('/quotations/:id/sends', {
    response: listResponseSchema(quoteSendRecordSchema),
  }),
};

const publicTags = ['public quotes'];
const publicQuotes = endpointGroup(publicTags);

/** The client's side of the acceptance link: no session, throttled per address. */
export const publicQuotesApi = {
  get: publicQuotes.get('/public/quotes/:token', {
    params: quoteTokenParamsSchema,
    response: publicQuoteSchema,
  }),
  pdf: publicQuotes.get('/public/quotes/:token/pdf', {
    params: quoteTokenParamsSchema,
    response: noContentSchema,
    produces: 'application/pdf',
  }),
  accept: publicQuotes.action('/public/quotes/:token/accept', {
    params: quoteTokenParamsSchema,
    body: quoteAcceptSchema,
    response: quoteAnswerResultSchema,
  }),
  decline: publicQuotes.action('/public/quotes/:token/decline', {
    params: quoteTokenParamsSchema,
    body: quoteDeclineSchema,
    response: quoteAnswerResultSchema,
  }),
};
