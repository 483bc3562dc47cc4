import { addressCreateSchema, addressSchema, addressUpdateSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { listQuerystringSchema, listResponseSchema, parseListQuery } from '../../platform/list-query';
import { requireAuth } from '../../platform/permission-guard';
import { idParamsSchema, ifMatchVersion, noContentSchema } from '../../platform/route-schemas';
import { addressList } from './addresses.list';
import { listAddresses } from './addresses.repository';
import * as service from './addresses.service';

const tags = ['addresses'];

export const addressesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/addresses',
    {
      config: { access: can('quotations', 'view') },
      schema: {
        tags,
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(addressSchema.partial()) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, addressList);
      const { rows, total } = await listAddresses(db, query);
      return { data: rows, total, limit: query.limit, offset: query.offset };
    },
  );

  app.get(
    '/addresses/:id',
    {
      config: { access: can('quotations', 'view') },
      schema: { tags, params: idParamsSchema, response: { 200: addressSchema } },
    },
    async (request) => service.getAddress(db, request.params.id),
  );

  app.post(
    '/addresses',
    {
      config: { access: can('quotations', 'create') },
      schema: { tags, body: addressCreateSchema, response: { 201: addressSchema } },
    },
    async (request, reply) => {
      const created = await service.createAddress(db, request.body, requireAuth(request).user.id);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/addresses/:id',
    {
      config: { access: can('quotations', 'edit') },
      schema: { tags, params: idParamsSchema, body: addressUpdateSchema, response: { 200: addressSchema } },
    },
    async (request) => service.updateAddress(db, request.params.id, request.body, ifMatchVersion(request)),
  );

  app.delete(
    '/addresses/:id',
    {
      config: { access: can('quotations', 'delete') },
      schema: { tags, params: idParamsSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await service.deleteAddress(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
