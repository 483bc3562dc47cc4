import { boxItemCreateSchema, boxItemSchema, boxItemUpdateSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { listQuerystringSchema, listResponseSchema, parseListQuery } from '../../platform/list-query';
import { idParamsSchema, ifMatchVersion, noContentSchema } from '../../platform/route-schemas';
import { boxItemList } from './box-items.list';
import { listBoxItems } from './box-items.repository';
import * as service from './box-items.service';

const tags = ['box items'];

export const boxItemsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/box_items',
    {
      config: { access: can('quotations', 'view') },
      schema: {
        tags,
        description: "A quotation's cargo lines: `?quotation_id=7&order_by=created_at` (served by an index)",
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(boxItemSchema.partial()) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, boxItemList);
      const { rows, total } = await listBoxItems(db, query);
      return { data: rows, total, limit: query.limit, offset: query.offset };
    },
  );

  app.get(
    '/box_items/:id',
    {
      config: { access: can('quotations', 'view') },
      schema: { tags, params: idParamsSchema, response: { 200: boxItemSchema } },
    },
    async (request) => service.getBoxItem(db, request.params.id),
  );

  app.post(
    '/box_items',
    {
      config: { access: can('quotations', 'create') },
      schema: { tags, body: boxItemCreateSchema, response: { 201: boxItemSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.createBoxItem(db, request.body)),
  );

  app.put(
    '/box_items/:id',
    {
      config: { access: can('quotations', 'edit') },
      schema: { tags, params: idParamsSchema, body: boxItemUpdateSchema, response: { 200: boxItemSchema } },
    },
    async (request) => service.updateBoxItem(db, request.params.id, request.body, ifMatchVersion(request)),
  );

  app.delete(
    '/box_items/:id',
    {
      config: { access: can('quotations', 'delete') },
      schema: { tags, params: idParamsSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await service.deleteBoxItem(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
