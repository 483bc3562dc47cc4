import { costItemCreateSchema, costItemSchema, costItemUpdateSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { listQuerystringSchema, listResponseSchema, parseListQuery } from '../../platform/list-query';
import { idParamsSchema, ifMatchVersion, noContentSchema } from '../../platform/route-schemas';
import { costItemList } from './cost-items.list';
import { listCostItems } from './cost-items.repository';
import * as service from './cost-items.service';

const tags = ['cost items'];

export const costItemsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/cost_items',
    {
      config: { access: can('quotations', 'view') },
      schema: {
        tags,
        description:
          "A quotation's cost breakdown: `?quotation_id=7` (served by an index). Without order_by the items " +
          'come main items by sort_order then created_at, each followed by its sub-items, orphans last.',
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(costItemSchema.partial()) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, costItemList);
      const inBreakdownOrder = !request.query.order_by?.trim();
      const { rows, total } = await listCostItems(db, query, inBreakdownOrder);
      return { data: rows, total, limit: query.limit, offset: query.offset };
    },
  );

  app.get(
    '/cost_items/:id',
    {
      config: { access: can('quotations', 'view') },
      schema: { tags, params: idParamsSchema, response: { 200: costItemSchema } },
    },
    async (request) => service.getCostItem(db, request.params.id),
  );

  app.post(
    '/cost_items',
    {
      config: { access: can('quotations', 'create') },
      schema: { tags, body: costItemCreateSchema, response: { 201: costItemSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.createCostItem(db, request.body)),
  );

  app.put(
    '/cost_items/:id',
    {
      config: { access: can('quotations', 'edit') },
      schema: { tags, params: idParamsSchema, body: costItemUpdateSchema, response: { 200: costItemSchema } },
    },
    async (request) => service.updateCostItem(db, request.params.id, request.body, ifMatchVersion(request)),
  );

  app.delete(
    '/cost_items/:id',
    {
      config: { access: can('quotations', 'delete') },
      schema: { tags, params: idParamsSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await service.deleteCostItem(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
