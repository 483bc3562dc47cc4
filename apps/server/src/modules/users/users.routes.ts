import { userCreateSchema, userSchema, userUpdateSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { listQuerystringSchema, listResponseSchema, parseListQuery } from '../../platform/list-query';
import { requireAuth } from '../../platform/permission-guard';
import { idParamsSchema, noContentSchema } from '../../platform/route-schemas';
import { userList } from './users.list';
import { listUsers } from './users.repository';
import * as service from './users.service';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/users',
    {
      config: { access: can('users', 'view') },
      schema: {
        tags,
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(userSchema.partial()) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, userList);
      const { rows, total } = await listUsers(db, query);
      return { data: rows, total, limit: query.limit, offset: query.offset };
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: can('users', 'view') },
      schema: { tags, params: idParamsSchema, response: { 200: userSchema } },
    },
    async (request) => service.getUser(db, request.params.id),
  );

  app.post(
    '/users',
    {
      config: { access: can('users', 'create') },
      schema: { tags, body: userCreateSchema, response: { 201: userSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.createUser(db, request.body)),
  );

  app.put(
    '/users/:id',
    {
      config: { access: can('users', 'edit') },
      schema: { tags, params: idParamsSchema, body: userUpdateSchema, response: { 200: userSchema } },
    },
    async (request) => service.updateUser(db, requireAuth(request).user.id, request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    {
      config: { access: can('users', 'delete') },
      schema: { tags, params: idParamsSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await service.deleteUser(db, requireAuth(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
