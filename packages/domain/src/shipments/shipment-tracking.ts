import { z } from 'zod';
import { endpointGroup } from '../api/endpoint-group';
import { transportModeSchema } from '../pricing/transport-modes';
import { MILESTONE_STATUSES } from './milestone-templates';
import { shipmentLegSchema } from './shipment';
import { shipmentStatusSchema } from './shipment-status';

export const TRACKING_MESSAGES = {
  linkUnknown: 'This tracking link is not known. Check the address, or ask your forwarder for a new link.',
  tooManyRequests: 'Too many requests from your address. Wait a minute and try again.',
} as const;

/** A tracking link's token: 32 random bytes as base64url, as the quote acceptance link's. */
export const trackingTokenParamsSchema = z.object({
  token: z
    .string({ error: TRACKING_MESSAGES.linkUnknown })
    .regex(/^[A-Za-z0-9_-]{43}$/, TRACKING_MESSAGES.linkUnknown),
});

/**
 * A place as the customer reads it: the code and its name as documents print it ('DEHAM — Hamburg, Germany');
 * both '' when blank. `place` ('Hamburg') and `country` (ISO 3166, 'DE') are the location's own, '' for a code
 * the lists do not hold, so the page can name the country in its own language.
 */
const publicPlaceSchema = z.object({
  code: z.string(),
  name: z.string(),
  place: z.string(),
  country: z.string(),
});

/** One leg as the customer sees it: how and when, never what it costs or who supplies it. */
const publicLegSchema = shipmentLegSchema
  .pick({
    sequence: true,
    kind: true,
    transport_mode: true,
    carrier: true,
    vessel_or_flight: true,
    voyage: true,
    etd: true,
    eta: true,
    atd: true,
    ata: true,
  })
  .extend({ from: publicPlaceSchema, to: publicPlaceSchema });

const publicMilestoneSchema = z.object({
  key: z.string(),
  label: z.string(),
  planned_at: z.string().nullable(),
  actual_at: z.string().nullable(),
  status: z.enum(MILESTONE_STATUSES),
});

/**
 * What the holder of a tracking link sees: the shipment's number, status, references, route, legs and
 * milestones, and the owner's name. Nothing internal: no charges or figures, notes, record ids or staff e-mails.
 */
const publicShipmentSchema = z.object({
  shipment_number: z.string(),
  status: shipmentStatusSchema,
  transport_mode: transportModeSchema,
  booking_reference: z.string(),
  carrier_reference: z.string(),
  house_reference: z.string(),
  origin: publicPlaceSchema,
  destination: publicPlaceSchema,
  owner_name: z.string(),
  /**
   * The language the customer's page speaks: the quotation's contact's, else the company's default document
   * language, as the quote's PDF and e-mail.
   */
  language: z.string(),
  legs: z.array(publicLegSchema),
  milestones: z.array(publicMilestoneSchema),
});
export type PublicShipment = z.infer<typeof publicShipmentSchema>;

const publicShipments = endpointGroup(['public shipments']);

/** The customer's side of the tracking link: no session, throttled per address (docs/api.md, Shipment tracking). */
export const publicShipmentsApi = {
  get: publicShipments.get('/public/shipments/:token', {
    params: trackingTokenParamsSchema,
    response: publicShipmentSchema,
  }),
};
