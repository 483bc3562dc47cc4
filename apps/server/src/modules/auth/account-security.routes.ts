import { accountSecurityApi as api } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as account from './account.service';
import * as twoFactor from './two-factor.service';

/** The signed-in user's password, sessions and two-factor sign-in, and an admin's reset of a user's 2FA. */
export const accountSecurityRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, api.changePassword, 'session', ({ auth, body, request }) =>
    account.changePassword(db, auth, body, request.ip),
  );
  contractRoute(app, api.listSessions, 'session', ({ auth }) => account.listSessions(db, auth));
  contractRoute(app, api.revokeSession, 'session', async ({ auth, params }) => {
    await account.revokeSession(db, auth, params.id);
    return null;
  });
  contractRoute(app, api.revokeOtherSessions, 'session', ({ auth }) => account.revokeOtherSessions(db, auth));

  contractRoute(app, api.twoFactorStatus, 'session', ({ auth }) => twoFactor.status(db, auth.user.id));
  contractRoute(app, api.twoFactorSetup, 'session', ({ auth }) => twoFactor.startSetup(db, auth));
  contractRoute(app, api.twoFactorEnable, 'session', ({ auth, body }) =>
    twoFactor.enable(db, auth.user.id, body.code),
  );
  contractRoute(app, api.twoFactorDisable, 'session', async ({ auth, body, request }) => {
    await twoFactor.disable(db, auth, body.password, request.ip);
    return null;
  });
  contractRoute(app, api.twoFactorRecoveryCodes, 'session', ({ auth, body, request }) =>
    twoFactor.newRecoveryCodes(db, auth, body.password, request.ip),
  );
  // users:edit at the door; the service then lets only an administrator through.
  contractRoute(app, api.twoFactorReset, can('users', 'edit'), async ({ auth, params }) => {
    await twoFactor.reset(db, auth, params.id);
    return null;
  });
};
