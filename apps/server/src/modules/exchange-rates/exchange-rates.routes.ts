import { exchangeRatesApi as api } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import { type FeedConfig, importFeed } from './exchange-rates.import';
import * as service from './exchange-rates.service';

/**
 * Guarded as the pricing settings are (pricing-settings.routes.ts): everyone signed in reads the rates (the
 * cost breakdown converts and offers repricing with them); settings:edit adds, changes, deletes and imports.
 */
export const exchangeRatesRoutes: FastifyPluginAsync<{ db: Db; feed: FeedConfig }> = async (
  app,
  { db, feed },
) => {
  const edit = can('settings', 'edit');
  contractRoute(app, api.list, 'session', ({ query }) => service.ratesInForce(db, query.date ?? undefined));
  contractRoute(app, api.create, edit, ({ body }) => service.create(db, body));
  contractRoute(app, api.update, edit, ({ params, body, ifMatch }) =>
    service.update(db, params.id, body, ifMatch),
  );
  contractRoute(app, api.remove, edit, async ({ params }) => {
    await service.remove(db, params.id);
    return null;
  });
  contractRoute(app, api.import, edit, () => importFeed(db, feed));
};
