import { z } from 'zod';
import { idParamsSchema, noContentSchema } from '../api/endpoint';
import { listQuerySchema } from '../api/list-schemas';
import { resourceGroup } from '../api/resource-group';
import { contactListItemSchema, contactSchema } from './contact';
import { contactCreateSchema, contactUpdateSchema, isValidEmail } from './contact-validation';

const api = resourceGroup(['contacts']);

/** Which other contacts already have an e-mail: asked before a contact is saved with it. */
const contactEmailCheckQuerySchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(320, 'Email must be at most 320 characters')
    // A blank or too long e-mail has its own message already; the shape is checked only on the rest.
    .refine(
      (email) => email === '' || email.length > 320 || isValidEmail(email),
      'Please enter a valid email address',
    ),
  /** The contact being edited, which is not its own duplicate. */
  exclude_id: idParamsSchema.shape.id.optional(),
});

const contactEmailCheckSchema = z.object({ contacts: z.array(contactListItemSchema) });

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
  emailCheck: api.get('/contacts/email-check', {
    description: 'The contacts that already have this e-mail (any case), so a second one is saved knowingly',
    query: contactEmailCheckQuerySchema,
    response: contactEmailCheckSchema,
  }),
};
