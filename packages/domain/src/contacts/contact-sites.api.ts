import { z } from 'zod';
import { endpoint, noContentSchema } from '../api/endpoint';
import { endpointGroup } from '../api/endpoint-group';
import {
  contactSiteCreateSchema,
  contactSiteParamsSchema,
  contactSiteSchema,
  contactSiteUpdateSchema,
} from './contact-site';

const TAGS = ['contacts'] as const;
const api = endpointGroup(TAGS);

/** A contact's saved pickup and delivery sites; access follows the contacts grants (view to read, edit to change). */
export const contactSitesApi = {
  list: api.get('/contacts/:id/sites', {
    description: "The contact's saved sites, by name",
    response: z.object({ data: z.array(contactSiteSchema) }),
  }),
  create: api.create('/contacts/:id/sites', {
    description: 'Saves a site to the contact (an address to pick for its next quotation)',
    body: contactSiteCreateSchema,
    response: contactSiteSchema,
  }),
  update: api.put('/contacts/:id/sites/:site_id', {
    params: contactSiteParamsSchema,
    body: contactSiteUpdateSchema,
    response: contactSiteSchema,
    ifMatch: true,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/contacts/:id/sites/:site_id',
    tags: TAGS,
    params: contactSiteParamsSchema,
    status: 204,
    response: noContentSchema,
  }),
};
