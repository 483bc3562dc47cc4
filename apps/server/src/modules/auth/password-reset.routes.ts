import { passwordResetApi as api, PASSWORD_RESET_MESSAGES } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './password-reset.service';
import { setUserTemporaryPassword } from './temporary-password';

/**
 * Forgot password: whether it is offered, the request for a link, the reset with the link's token, and an
 * administrator's temporary password for a user who cannot receive the link.
 */
export const passwordResetRoutes: FastifyPluginAsync<{ db: Db } & service.ResetMailDeps> = async (
  app,
  { db, mail, publicUrl },
) => {
  const deps = { mail, publicUrl };
  // The e-mail goes out after the answer; shutting down waits for sends under way.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

  contractRoute(app, api.status, 'public', () => ({ available: service.resetAvailable(deps) }));

  contractRoute(app, api.forgotPassword, 'public', async ({ body, request }) => {
    const email = await service.admitRequest(db, deps, body.email, request.ip);
    const job = service
      .sendResetLink(db, deps, email)
      .catch((error: unknown) => request.log.error({ err: error }, 'password reset e-mail failed'))
      .finally(() => sending.delete(job));
    sending.add(job);
    return { message: PASSWORD_RESET_MESSAGES.requested };
  });

  contractRoute(app, api.resetPassword, 'public', async ({ body }) => {
    await service.resetPassword(db, body);
    return null;
  });

  // users:edit at the door; the service then lets only an administrator through.
  contractRoute(app, api.temporaryPassword, can('users', 'edit'), async ({ auth, params, body }) => {
    await setUserTemporaryPassword(db, auth, params.id, body.password);
    return null;
  });
};
