import { endpoint, listQuerySchema, noContentSchema } from '../api/endpoint';
import { resourceEndpoints } from '../api/resource-endpoints';
import { contactSchema } from './contact';
import { contactCreateSchema, contactUpdateSchema } from './contact-validation';

const tags = ['contacts'];

/** The contacts endpoints, plus the CSV export. */
export const contactsApi = {
  ...resourceEndpoints('/contacts', tags, {
    record: contactSchema,
    create: contactCreateSchema,
    update: contactUpdateSchema,
  }),
  export: endpoint({
    method: 'GET',
    path: '/contacts/export',
    tags,
    description: 'The filtered contacts as CSV',
    query: listQuerySchema,
    status: 200,
    response: noContentSchema,
    produces: 'text/csv',
  }),
};
