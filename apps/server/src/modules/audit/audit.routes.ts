import { Readable } from 'node:stream';
import { auditApi } from '@freight/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { adminOnly } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './audit.service';

/** The audit trail is for administrators only: it names everyone's sign-ins and addresses. */
export const auditRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const sendCsv = (reply: FastifyReply, query: Record<string, unknown>) => {
    const lines = service.exportCsv(db, query);
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${date}.csv"`)
      .send(Readable.from(lines));
  };
  contractRoute(app, auditApi.list, adminOnly, ({ query, reply }) =>
    query.format === 'csv' ? sendCsv(reply, query) : service.list(db, query),
  );
  contractRoute(app, auditApi.export, adminOnly, ({ query, reply }) => sendCsv(reply, query));
};
