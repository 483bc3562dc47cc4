import { z } from 'zod';
import { bodyObject, textField } from '../shared/fields';
import { DELIVERED_EVENT_TYPES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-events';

/** What the Webhooks settings and the API say. */
export const WEBHOOK_MESSAGES = {
  urlInvalid: 'URL must be a web address such as https://example.com/hooks/shipdesk',
  urlScheme: 'URL must start with https:// (or http://)',
  urlCredentials: 'URL must not contain a user name or password',
  urlPrivate:
    'URL must reach a public address: loopback, link-local and private networks are refused (WEBHOOKS_ALLOW_PRIVATE=1 allows them)',
  urlUnresolvable: 'URL host name could not be resolved',
  eventsRequired: 'Events must name at least one event',
  eventsUnknown: `Events must be among ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  needsSecretKey: 'Webhooks cannot be signed: set SECRET_KEY on the server first',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  stale: 'This webhook was changed by someone else; reload it and try again',
} as const;

const URL_MAX = 2000;

/** A syntactically acceptable receiver URL, or the message saying why not (addresses are checked by the server). */
export function webhookUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.urlScheme;
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  return null;
}

const urlField = textField('URL', { max: URL_MAX, required: true }).superRefine((value, ctx) => {
  if (value === '' || value.length > URL_MAX) return;
  const problem = webhookUrlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.eventsUnknown }), {
    error: WEBHOOK_MESSAGES.eventsRequired,
  })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  // The same event twice would still be one subscription.
  .transform((events) => [...new Set(events)] as WebhookEventType[]);

const webhookFields = {
  url: urlField,
  events: eventsField,
  description: textField('Description', { max: 500 }),
};

export const webhookCreateSchema = bodyObject({
  ...webhookFields,
  description: webhookFields.description.default(''),
});
export type WebhookCreate = z.output<typeof webhookCreateSchema>;
export const webhookUpdateSchema = bodyObject(webhookFields).partial();
export type WebhookUpdate = z.output<typeof webhookUpdateSchema>;

/** A webhook as the API answers it: the signing secret only once, in the answer of its creation. */
export const webhookSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookCreatedSchema = webhookSchema.extend({
  /** `whsec_…`: shown once; the server keeps it encrypted to sign deliveries. */
  secret: z.string(),
});
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;
export const webhookListSchema = z.object({
  data: z.array(webhookSchema),
  /** Whether SECRET_KEY is set, so webhooks can be registered at all. */
  secrets_storable: z.boolean(),
});

const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.number(),
  event_id: z.number(),
  event_type: z.enum(DELIVERED_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  last_response_code: z.number().nullable(),
  /** Why the last attempt failed (a network error, a timeout, or the start of the receiver's answer). */
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ data: z.array(webhookDeliverySchema) });
