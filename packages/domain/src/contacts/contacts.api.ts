import { listQuerySchema, noContentSchema } from '../api/endpoint';
import { endpointGroup } from '../api/endpoint-group';
import { contactSchema } from './contact';
import { contactCreateSchema, contactUpdateSchema } from './contact-validation';

const api = endpointGroup(['contacts']);

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
