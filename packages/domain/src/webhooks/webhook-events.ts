import { z } from 'zod';

/**
 * Every event a webhook can subscribe to, with what it means and the `data` it carries. Payloads name the
 * record and the few facts a receiver usually needs; anything more is read through the API with a token, so a
 * payload never carries more than its receiver may see.
 */
export const WEBHOOK_EVENT_TABLE = {
  'quotation.sent': {
    description: 'A quotation was e-mailed to the client.',
    data: z.object({ quotation_id: z.number(), revision: z.number() }),
  },
  'quotation.accepted': {
    description: 'The client accepted a quotation through its link.',
    data: z.object({ quotation_id: z.number(), revision: z.number() }),
  },
  'quotation.declined': {
    description: 'The client declined a quotation through its link.',
    data: z.object({ quotation_id: z.number(), revision: z.number() }),
  },
  'shipment.created': {
    description: 'A shipment was made from an accepted quotation.',
    data: z.object({ shipment_id: z.number(), quotation_id: z.number() }),
  },
  'shipment.milestone': {
    description: "A shipment milestone's actual time was recorded.",
    data: z.object({
      shipment_id: z.number(),
      milestone_id: z.number(),
      key: z.string(),
      actual_at: z.string(),
    }),
  },
  'invoice.issued': {
    description: 'An invoice or credit note was issued and numbered.',
    data: z.object({
      invoice_id: z.number(),
      number: z.string(),
      kind: z.string(),
      total: z.number(),
      currency: z.string(),
    }),
  },
  'invoice.paid': {
    description: 'Payments brought an invoice to nothing due.',
    data: z.object({ invoice_id: z.number(), currency: z.string(), amount_paid: z.number() }),
  },
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_TABLE;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_TABLE) as [
  WebhookEventType,
  ...WebhookEventType[],
];
/**
 * What 'Send test event' delivers: never subscribed to, sent to one webhook on request, so a receiver can be
 * tried without touching a real record.
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** Every type a delivery can carry: the subscribable events and the test event. */
export const DELIVERED_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;
type DeliveredEventType = (typeof DELIVERED_EVENT_TYPES)[number];

export type WebhookEventData<T extends WebhookEventType> = z.input<(typeof WEBHOOK_EVENT_TABLE)[T]['data']>;

/** The JSON body of every delivery: the event's id (the same on a retry or a resend), its type and data. */
export interface WebhookEventBody {
  id: number;
  type: DeliveredEventType;
  created_at: string;
  data: Record<string, unknown>;
}

/** The headers a delivery carries: the signature, the event's type and the delivery's id. */
export const WEBHOOK_HEADERS = {
  signature: 'ShipDesk-Signature',
  event: 'ShipDesk-Event',
  delivery: 'ShipDesk-Delivery',
} as const;
