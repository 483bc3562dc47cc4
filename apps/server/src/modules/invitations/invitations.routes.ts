import { invitationsApi as api, publicInvitationsApi as publicApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import { sendSession } from '../auth/auth.routes';
import { signedIn } from '../auth/auth.service';
import * as service from './invitations.service';

/**
 * Invitations: users:create invites (within one's own grants), lists and revokes; the link's token is the key
 * of the public view and accept, which signs the new account in like a password sign-in.
 */
export const invitationsRoutes: FastifyPluginAsync<{ db: Db } & service.InvitationDeps> = async (
  app,
  { db, mail, publicUrl },
) => {
  const deps = { mail, publicUrl };
  contractRoute(app, api.list, can('users', 'create'), () => service.list(db));
  contractRoute(app, api.create, can('users', 'create'), ({ auth, body }) =>
    service.create(db, deps, auth, body),
  );
  contractRoute(app, api.revoke, can('users', 'create'), async ({ params }) => {
    await service.revoke(db, params.id);
    return null;
  });

  contractRoute(app, publicApi.get, 'public', ({ params, request }) =>
    service.view(db, params.token, request.ip),
  );
  contractRoute(app, publicApi.accept, 'public', async ({ params, body, request, reply }) => {
    const user = await service.accept(db, params.token, body, request.ip);
    const session = await signedIn(db, user.id, {
      remember: false,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return sendSession(request, reply, session);
  });
};
