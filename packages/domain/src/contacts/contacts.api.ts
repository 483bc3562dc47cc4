import { noContentSchema } from '../api/endpoint';
import { listQuerySchema } from '../api/list-schemas';
import { resourceGroup } from '../api/resource-group';
import { contactSchema } from './contact';
import { contactCreateSchema, contactUpdateSchema } from './contact-validation';

const api = resourceGroup(['contacts']);

/** The contacts endpoints, plus the CSV export. */
export const contactsApi = {
  ...api.resource('/contacts', {
    record: contactSchema,
    create: contactCreateSchema,
    update: contactUpdateSchema,
  }),
  export: api.get('/contacts/export', {
    description: 'The filtered contacts as CSV',
    query: listQuerySchema,
    response: noContentSchema,
    produces: 'text/csv',
  }),
};
