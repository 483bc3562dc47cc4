import { companyProfileApi as api } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import * as service from './company-profile.service';

/** Everyone signed in reads the company details (they print on quotes); settings:edit changes them. */
export const companyProfileRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  service.registerLogoUploads();
  contractRoute(app, api.get, 'session', () => service.get(db));
  contractRoute(app, api.update, can('settings', 'edit'), ({ body, ifMatch, auth }) =>
    service.update(db, storage, auth, body, ifMatch),
  );
  contractRoute(app, api.logo, 'session', ({ request, reply }) =>
    service.downloadLogo(db, storage, request, reply),
  );
};
