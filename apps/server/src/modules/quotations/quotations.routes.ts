import {
  QUOTATION_STATUSES,
  quotationCreateSchema,
  quotationUpdateSchema,
  quotationWithAddressesSchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { listQuerystringSchema, listResponseSchema, parseListQuery } from '../../platform/list-query';
import { requireAuth } from '../../platform/permission-guard';
import { idParamsSchema, ifMatchVersion, noContentSchema } from '../../platform/route-schemas';
import { quotationList } from './quotations.list';
import { listQuotations } from './quotations.repository';
import * as service from './quotations.service';

const tags = ['quotations'];
const countsSchema = z.object({
  ...Object.fromEntries(QUOTATION_STATUSES.map((s) => [s, z.number().int()])),
  total: z.number().int(),
});

export const quotationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/quotations',
    {
      config: { access: can('quotations', 'view') },
      schema: {
        tags,
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(quotationWithAddressesSchema.partial()) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, quotationList);
      const { rows, total } = await listQuotations(db, query);
      return { data: rows, total, limit: query.limit, offset: query.offset };
    },
  );

  app.get(
    '/quotations/counts',
    {
      config: { access: can('quotations', 'view') },
      schema: {
        tags,
        description: 'Quotations per status, for the sidebar badges',
        response: { 200: countsSchema },
      },
    },
    async () => {
      const counts = await service.countByStatus(db);
      return { ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
    },
  );

  app.get(
    '/quotations/:id',
    {
      config: { access: can('quotations', 'view') },
      schema: { tags, params: idParamsSchema, response: { 200: quotationWithAddressesSchema } },
    },
    async (request) => service.getQuotation(db, request.params.id),
  );

  app.post(
    '/quotations',
    {
      config: { access: can('quotations', 'create') },
      schema: { tags, body: quotationCreateSchema, response: { 201: quotationWithAddressesSchema } },
    },
    async (request, reply) => {
      const created = await service.createQuotation(db, request.body, requireAuth(request).user.id);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/quotations/:id/duplicate',
    {
      config: { access: can('quotations', 'create') },
      schema: { tags, params: idParamsSchema, response: { 201: quotationWithAddressesSchema } },
    },
    async (request, reply) => {
      const copy = await service.duplicateQuotation(db, request.params.id, requireAuth(request).user.id);
      return reply.status(201).send(copy);
    },
  );

  app.put(
    '/quotations/:id',
    {
      config: { access: can('quotations', 'edit') },
      schema: {
        tags,
        params: idParamsSchema,
        body: quotationUpdateSchema,
        response: { 200: quotationWithAddressesSchema },
      },
    },
    async (request) => service.updateQuotation(db, request.params.id, request.body, ifMatchVersion(request)),
  );

  app.delete(
    '/quotations/:id',
    {
      config: { access: can('quotations', 'delete') },
      schema: { tags, params: idParamsSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await service.deleteQuotation(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
