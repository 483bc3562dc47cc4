import { languageFromAcceptLanguage } from '@freight/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { type DocumentMessageId, documentText } from '../../platform/i18n/document-messages';

/** The page's title and sentence for each refusal a visitor of a share link can meet. */
const REFUSAL_PAGES: Partial<Record<AppError['code'], readonly [DocumentMessageId, DocumentMessageId]>> = {
  NOT_FOUND: ['sharedDocument.unavailableTitle', 'sharedDocument.unavailable'],
  VALIDATION_FAILED: ['sharedDocument.unavailableTitle', 'sharedDocument.invalid'],
  TOO_MANY_REQUESTS: ['sharedDocument.tooManyTitle', 'sharedDocument.tooMany'],
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A share link is opened by a client's browser, straight from an e-mail, not through the app: the API's JSON
 * refusal (an English message and a code) would read to that visitor as a broken page. So a request that asks
 * for a page (a browser's navigation sends Accept: text/html) gets a short page in the visitor's language
 * (Accept-Language, English when ShipDesk does not speak it), with the refusal's status; a program asking for
 * JSON keeps the API's answer and its stable code. Any other error is rethrown to the usual handler.
 */
export function answerShareRefusal(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const page = error instanceof AppError ? REFUSAL_PAGES[error.code] : undefined;
  if (!page || !(error instanceof AppError) || !(request.headers.accept ?? '').includes('text/html'))
    throw error;
  const language = languageFromAcceptLanguage(request.headers['accept-language']) ?? 'en';
  const t = documentText(language);
  const [title, sentence] = page.map((id) => escapeHtml(t(id)));
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title}</title></head><body><main><h1>${title}</h1><p>${sentence}</p></main></body></html>`;
  return reply
    .status(error.status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
