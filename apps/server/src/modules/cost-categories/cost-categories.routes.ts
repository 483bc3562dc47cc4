import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { listQuerystringSchema, listResponseSchema, parseListQuery } from '../../platform/list-query';
import { idParamsSchema, ifMatchVersion, noContentSchema } from '../../platform/route-schemas';
import { costCategoryList } from './cost-categories.list';
import { listCostCategories } from './cost-categories.repository';
import {
  costCategoryCreateBodySchema,
  costCategoryRecordSchema,
  costCategoryUpdateBodySchema,
} from './cost-categories.schemas';
import * as service from './cost-categories.service';

const tags = ['cost categories'];

export const costCategoriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/cost_categories',
    {
      config: { access: can('quotations', 'view') },
      schema: {
        tags,
        description: 'Categories by sort_order then name; `?is_active=true` for the ones to offer',
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(costCategoryRecordSchema.partial()) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, costCategoryList);
      const { rows, total } = await listCostCategories(db, query);
      return { data: rows, total, limit: query.limit, offset: query.offset };
    },
  );

  app.get(
    '/cost_categories/:id',
    {
      config: { access: can('quotations', 'view') },
      schema: { tags, params: idParamsSchema, response: { 200: costCategoryRecordSchema } },
    },
    async (request) => service.getCostCategory(db, request.params.id),
  );

  app.post(
    '/cost_categories',
    {
      config: { access: can('quotations', 'create') },
      schema: { tags, body: costCategoryCreateBodySchema, response: { 201: costCategoryRecordSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.createCostCategory(db, request.body)),
  );

  app.put(
    '/cost_categories/:id',
    {
      config: { access: can('quotations', 'edit') },
      schema: {
        tags,
        params: idParamsSchema,
        body: costCategoryUpdateBodySchema,
        response: { 200: costCategoryRecordSchema },
      },
    },
    async (request) =>
      service.updateCostCategory(db, request.params.id, request.body, ifMatchVersion(request)),
  );

  app.delete(
    '/cost_categories/:id',
    {
      config: { access: can('quotations', 'delete') },
      schema: { tags, params: idParamsSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await service.deleteCostCategory(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
