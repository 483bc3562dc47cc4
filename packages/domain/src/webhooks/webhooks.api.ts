import { z } from 'zod';
import { pathIdSchema } from '../api/endpoint';
import { endpointGroup } from '../api/endpoint-group';
import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  webhookUpdateSchema,
} from './webhooks';

const api = endpointGroup(['webhooks']);

/** Webhook endpoints and their deliveries, administrators only (docs/api.md, Webhooks). */
export const webhooksApi = {
  list: api.get('/webhooks', { response: webhookListSchema }),
  get: api.get('/webhooks/:id', { response: webhookSchema }),
  create: api.create('/webhooks', { body: webhookCreateSchema, response: webhookCreatedSchema }),
  update: api.put('/webhooks/:id', { body: webhookUpdateSchema, response: webhookSchema, ifMatch: true }),
  remove: api.remove('/webhooks/:id'),
  deliveries: api.get('/webhooks/:id/deliveries', { response: webhookDeliveryListSchema }),
  resend: api.create('/webhooks/:id/deliveries/:delivery_id/resend', {
    params: z.object({ id: pathIdSchema(), delivery_id: pathIdSchema('delivery id') }),
    response: webhookDeliverySchema,
  }),
  /** Queues a `webhook.test` event to this webhook alone, to try the receiver. */
  test: api.create('/webhooks/:id/test', { response: webhookDeliverySchema }),
};
