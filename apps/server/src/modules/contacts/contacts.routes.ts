import { Readable } from 'node:stream';
import { contactCreateSchema, contactSchema, contactUpdateSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { listQuerystringSchema, listResponseSchema, parseListQuery } from '../../platform/list-query';
import { idParamsSchema, ifMatchVersion, noContentSchema } from '../../platform/route-schemas';
import { contactList, contactSearchList } from './contacts.list';
import { iterateContacts, listContacts } from './contacts.repository';
import * as service from './contacts.service';
import { CSV_COLUMNS, contactCsvRow, csvRow } from './contacts-csv';

const tags = ['contacts'];

export const contactsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/contacts',
    {
      config: { access: can('contacts', 'view') },
      schema: {
        tags,
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(contactSchema.partial()) },
      },
    },
    async (request) => {
      const spec = request.query.search ? contactSearchList : contactList;
      const query = parseListQuery(request.query, spec);
      const { rows, total } = await listContacts(db, query);
      return { data: rows, total, limit: query.limit, offset: query.offset };
    },
  );

  app.get(
    '/contacts/export',
    {
      config: { access: can('contacts', 'view') },
      schema: { tags, querystring: listQuerystringSchema, description: 'The filtered contacts as CSV' },
    },
    async (request, reply) => {
      const { limit: _limit, offset: _offset, select: _select, ...filters } = request.query;
      const query = parseListQuery(filters, contactList);
      async function* lines() {
        yield csvRow(CSV_COLUMNS);
        for await (const rows of iterateContacts(db, query)) for (const row of rows) yield contactCsvRow(row);
      }
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="contacts-${date}.csv"`)
        .send(Readable.from(lines()));
    },
  );

  app.get(
    '/contacts/:id',
    {
      config: { access: can('contacts', 'view') },
      schema: { tags, params: idParamsSchema, response: { 200: contactSchema } },
    },
    async (request) => service.getContact(db, request.params.id),
  );

  app.post(
    '/contacts',
    {
      config: { access: can('contacts', 'create') },
      schema: { tags, body: contactCreateSchema, response: { 201: contactSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.createContact(db, request.body)),
  );

  app.put(
    '/contacts/:id',
    {
      config: { access: can('contacts', 'edit') },
      schema: { tags, params: idParamsSchema, body: contactUpdateSchema, response: { 200: contactSchema } },
    },
    async (request) => service.updateContact(db, request.params.id, request.body, ifMatchVersion(request)),
  );

  app.delete(
    '/contacts/:id',
    {
      config: { access: can('contacts', 'delete') },
      schema: { tags, params: idParamsSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await service.deleteContact(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
