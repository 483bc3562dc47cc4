import { auditApi } from '@freight/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { adminOnly } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import { sendCsv } from '../../platform/csv';
import type { Db } from '../../platform/database/database';
import * as service from './audit.service';

/** The audit trail is for administrators only: it names everyone's sign-ins and addresses. */
export const auditRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const sendAuditCsv = (reply: FastifyReply, query: Record<string, unknown>) =>
    sendCsv(reply, 'audit-log', service.exportCsv(db, query));
  contractRoute(app, auditApi.list, adminOnly, ({ query, reply }) =>
    query.format === 'csv' ? sendAuditCsv(reply, query) : service.list(db, query),
  );
  contractRoute(app, auditApi.export, adminOnly, ({ query, reply }) => sendAuditCsv(reply, query));
};
