import { notificationsApi as api } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import type { Mailer } from '../../platform/mail/mailer';
import * as service from './notifications.service';

/** Every signed-in user reads and marks their own notifications; the service never reaches anyone else's. */
export const notificationsRoutes: FastifyPluginAsync<{ db: Db; mail: Mailer }> = async (
  app,
  { db, mail },
) => {
  contractRoute(app, api.list, 'session', ({ query, auth }) => service.list(db, query, auth.user.id));
  contractRoute(app, api.unreadCount, 'session', ({ auth }) => service.unreadCount(db, auth.user.id));
  contractRoute(app, api.channels, 'session', () => service.channels(mail));
  contractRoute(app, api.read, 'session', ({ params, auth }) =>
    service.markRead(db, params.id, auth.user.id),
  );
  contractRoute(app, api.readAll, 'session', ({ auth }) => service.markAllRead(db, auth.user.id));
};
