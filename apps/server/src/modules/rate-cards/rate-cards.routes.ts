import { rateCardPricingApi, rateCardsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import { resourceRoutes } from '../../platform/crud';
import { sendCsv } from '../../platform/csv';
import type { Db } from '../../platform/database/database';
import * as service from './rate-cards.service';
import * as pricing from './rate-pricing.service';

/** The largest CSV an import takes (about 5,000 cards with their breaks and surcharges). */
const RATE_CARD_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** Rate cards: access follows the quotations grants (they are what quotations are priced from). */
export const rateCardsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: RATE_CARD_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  contractRoute(app, rateCardsApi.import, can('quotations', 'create'), ({ body }) =>
    service.importCsv(db, body),
  );
  contractRoute(app, rateCardsApi.export, can('quotations', 'view'), ({ query, reply }) =>
    sendCsv(reply, 'rate-cards', service.exportCsv(db, query)),
  );
  resourceRoutes(app, db, rateCardsApi, 'quotations', service);
  contractRoute(app, rateCardPricingApi.options, can('quotations', 'view'), ({ params }) =>
    pricing.rateOptions(db, params.id),
  );
  contractRoute(app, rateCardPricingApi.apply, can('quotations', 'edit'), ({ params, body, auth }) =>
    pricing.applyRateCard(db, params.id, body.rate_card_id, auth.user.id),
  );
};
