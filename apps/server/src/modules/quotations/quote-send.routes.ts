import { publicQuotesApi, quoteSendApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import { contentDisposition } from '../files/download-headers';
import * as publicQuotes from './public-quotes.service';
import { fileCopy, quotePdf } from './quote-pdf.service';
import * as sends from './quote-sends.service';

/** The quote's PDF, sending it, and the client's acceptance link. */
export const quoteSendRoutes: FastifyPluginAsync<sends.SendDeps> = async (app, deps) => {
  const { db, storage } = deps;
  const q = quoteSendApi;
  contractRoute(app, q.pdf, can('quotations', 'view'), async ({ params, query, auth, reply }) => {
    const { bytes, name } = await quotePdf(db, storage, params.id);
    await fileCopy(db, storage, auth, params.id, name, bytes);
    return reply
      .status(200)
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        contentDisposition(query.download === '1' ? 'attachment' : 'inline', name),
      )
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
  contractRoute(app, q.draft, can('quotations', 'edit'), ({ params, query, auth }) =>
    sends.draft(deps, auth, params.id, query.language),
  );
  contractRoute(app, q.send, can('quotations', 'edit'), ({ params, body, auth, request }) =>
    sends.send(deps, auth, params.id, body, request.log),
  );
  contractRoute(app, q.sends, can('quotations', 'view'), ({ params }) => sends.list(db, params.id));

  const p = publicQuotesApi;
  contractRoute(app, p.get, 'public', ({ params, request, reply }) =>
    publicQuotes.view(db, storage, params.token, request, reply),
  );
  contractRoute(app, p.pdf, 'public', ({ params, request, reply }) =>
    publicQuotes.pdf(db, storage, params.token, request, reply),
  );
  contractRoute(app, p.accept, 'public', ({ params, body, request, reply }) =>
    publicQuotes.accept(db, params.token, body, request, reply),
  );
  contractRoute(app, p.decline, 'public', ({ params, body, request, reply }) =>
    publicQuotes.decline(db, params.token, body, request, reply),
  );
};
