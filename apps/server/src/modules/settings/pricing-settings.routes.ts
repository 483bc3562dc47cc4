import { pricingSettingsApi as api } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './pricing-settings.service';

/** Everyone signed in reads the pricing settings (the breakdown needs them); settings:edit changes them. */
export const pricingSettingsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, api.get, 'session', () => service.getPricingSettings(db));
  contractRoute(app, api.update, can('settings', 'edit'), ({ body, ifMatch }) =>
    service.updatePricingSettings(db, body, ifMatch),
  );
};
