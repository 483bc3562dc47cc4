import { z } from 'zod';
import type { TransportMode } from '../pricing/transport-modes';
import { type MilestoneMode, milestoneModeOf } from './milestone-templates';

/**
 * Carrier tracking events: DCSA Track & Trace 3.0 events (sea, and the rail and truck legs carriers report the
 * same way) and air status messages with the Cargo-IMP / IATA status codes. Each is kept as sent; the ones a
 * shipment's milestone template knows set that milestone's time.
 */
export const TRACKING_EVENT_TYPES = ['TRANSPORT', 'EQUIPMENT', 'SHIPMENT', 'AIR'] as const;
type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** ACT: it happened; EST and PLN: when it is expected or planned; REQ: what a party asked for. */
export const EVENT_CLASSIFIERS = ['ACT', 'EST', 'PLN', 'REQ'] as const;
export type EventClassifier = (typeof EVENT_CLASSIFIERS)[number];

const TIME_MESSAGE = 'must be a date and time with its offset (ISO 8601, e.g. 2026-11-27T09:30:00+08:00)';
const eventTime = (label: string) => z.iso.datetime({ offset: true, error: `${label} ${TIME_MESSAGE}` });
const eventId = (label: string) =>
  z
    .string({ error: `${label} is required: the sender's id of the event` })
    .trim()
    .min(1, `${label} is required: the sender's id of the event`)
    .max(100, `${label} must be at most 100 characters`);
const code = (label: string) => z.string({ error: `${label} must be text` }).max(10, `${label} is too long`);
const classifier = z.enum(EVENT_CLASSIFIERS, {
  error: `eventClassifierCode must be one of ${EVENT_CLASSIFIERS.join(', ')}`,
});

/** The parts of a DCSA transport call that matching reads; the rest passes through. */
const transportCallSchema = z.looseObject({
  modeOfTransport: z.string().optional(),
  location: z.looseObject({ UNLocationCode: z.string().optional() }).optional(),
});

/** A DCSA 3.0 event's `payload`: what happened, when; absent on a retraction. */
const dcsaPayloadSchema = z.looseObject({
  eventClassifierCode: classifier,
  eventDateTime: eventTime('payload.eventDateTime'),
  transportEventTypeCode: code('transportEventTypeCode').optional(),
  equipmentEventTypeCode: code('equipmentEventTypeCode').optional(),
  shipmentEventTypeCode: code('shipmentEventTypeCode').optional(),
  transportCall: transportCallSchema.optional(),
});

/** A DCSA Track & Trace 3.0 event: `metadata` (its id and kind) and `payload` (fields beyond these pass through). */
const dcsaEventSchema = z.looseObject({
  metadata: z.looseObject(
    {
      eventID: eventId('metadata.eventID'),
      eventType: z.enum(['TRANSPORT', 'EQUIPMENT', 'SHIPMENT'], {
        error: 'metadata.eventType must be TRANSPORT, EQUIPMENT or SHIPMENT',
      }),
      retractedEventID: z.string().optional(),
    },
    { error: 'metadata must be an object with eventID and eventType' },
  ),
  payload: dcsaPayloadSchema.optional(),
});
type DcsaEvent = z.output<typeof dcsaEventSchema>;

/** An air status message, as docs/api.md (Tracking events) describes it; further fields pass through. */
const airStatusEventSchema = z.looseObject({
  eventId: eventId('eventId'),
  statusCode: z
    .string({ error: 'statusCode is required: a three-letter status code such as DEP' })
    .regex(/^[A-Z]{3}$/, 'statusCode must be three capital letters, such as DEP'),
  eventDateTime: eventTime('eventDateTime'),
  eventClassifierCode: classifier.default('ACT'),
  airportCode: z
    .string()
    .regex(/^[A-Z]{3}$/, 'airportCode must be a three-letter IATA code')
    .optional(),
  flightNumber: z.string().max(20, 'flightNumber must be at most 20 characters').optional(),
});
type AirStatusEvent = z.output<typeof airStatusEventSchema>;

/** One event as the server reads it, whichever standard it came in. */
export interface TrackingEvent {
  event_id: string;
  event_type: TrackingEventType;
  /** The transport, equipment, shipment or air status code; null on a DCSA retraction. */
  code: string | null;
  classifier: EventClassifier | null;
  event_at: string | null;
  /** The UN/LOCODE or IATA airport where it happened, when the event says. */
  location: string | null;
  /** The sender's id of an earlier event this one retracts (DCSA `metadata.retractedEventID`). */
  retracts_event_id?: string;
}

/** An event as POST reads it: what the server understood, and the object as sent. */
export interface ReceivedTrackingEvent extends TrackingEvent {
  raw: Record<string, unknown>;
}

function fromDcsa(event: DcsaEvent): TrackingEvent {
  const p = event.payload;
  return {
    event_id: event.metadata.eventID,
    event_type: event.metadata.eventType,
    code: p?.transportEventTypeCode ?? p?.equipmentEventTypeCode ?? p?.shipmentEventTypeCode ?? null,
    classifier: p?.eventClassifierCode ?? null,
    event_at: p ? new Date(p.eventDateTime).toISOString() : null,
    location: p?.transportCall?.location?.UNLocationCode ?? null,
    ...(event.metadata.retractedEventID && { retracts_event_id: event.metadata.retractedEventID }),
  };
}

function fromAir(event: AirStatusEvent): TrackingEvent {
  return {
    event_id: event.eventId,
    event_type: 'AIR',
    code: event.statusCode,
    classifier: event.eventClassifierCode,
    event_at: new Date(event.eventDateTime).toISOString(),
    location: event.airportCode ?? null,
  };
}

/**
 * POST /shipments/{id}/events: a DCSA event (it has `metadata`) or an air status message (it has `statusCode`).
 * The shape is chosen by those keys first, so a broken object is told what its own standard misses rather than
 * what both standards would want.
 */
export const trackingEventBodySchema = z
  .looseObject({}, { error: 'The request body must be a JSON object' })
  .transform((body, ctx): ReceivedTrackingEvent => {
    const parsed =
      'metadata' in body
        ? dcsaEventSchema.transform(fromDcsa).safeParse(body)
        : 'statusCode' in body
          ? airStatusEventSchema.transform(fromAir).safeParse(body)
          : undefined;
    // The event is kept as it was sent, beside what was read from it.
    if (parsed?.success) return { ...parsed.data, raw: body };
    const issues = parsed?.error.issues ?? [
      { path: [], message: 'An event needs DCSA metadata and payload, or an air statusCode' },
    ];
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

/** The DCSA and air codes each family's milestones follow; a code not here is kept and left unmatched. */
const EVENT_MILESTONES: Readonly<Record<MilestoneMode, Readonly<Record<string, string>>>> = {
  sea: {
    'TRANSPORT:DEPA': 'departed',
    'TRANSPORT:ARRI': 'arrived',
    'EQUIPMENT:LOAD': 'loaded',
    'EQUIPMENT:DISC': 'discharged',
    'EQUIPMENT:GTIN': 'gate_in',
    'EQUIPMENT:GTOT': 'gate_out',
  },
  air: {
    'AIR:RCS': 'received',
    'AIR:DEP': 'departed',
    'AIR:ARR': 'arrived',
    'AIR:NFD': 'ready_for_delivery',
    'AIR:DLV': 'delivered',
  },
  road: { 'TRANSPORT:DEPA': 'collected', 'TRANSPORT:ARRI': 'arrived' },
  rail: {
    'TRANSPORT:DEPA': 'departed',
    'TRANSPORT:ARRI': 'arrived',
    'EQUIPMENT:GTIN': 'gate_in',
    'EQUIPMENT:DISC': 'unloaded',
  },
};

/** The codes (UN/LOCODE, IATA airport) the main carriage leaves from and arrives at; blank when not entered. */
export interface MainCarriagePlaces {
  from_code: string;
  to_code: string;
}

// Which end of the main carriage each milestone happens at: a departure or loading elsewhere is a
// transshipment, not the shipment's departure. Collection and delivery happen at the parties' doors.
const AT_ORIGIN = new Set(['gate_in', 'loaded', 'departed', 'received']);
const AT_DESTINATION = new Set(['arrived', 'discharged', 'gate_out', 'ready_for_delivery', 'unloaded']);

function happensAt(key: string, location: string | null, places: MainCarriagePlaces | undefined) {
  const expected = AT_ORIGIN.has(key) ? places?.from_code : AT_DESTINATION.has(key) ? places?.to_code : '';
  // Without both codes there is nothing to tell a transshipment from the main port: the event counts.
  if (!location || !expected) return true;
  return location.trim().toUpperCase() === expected.trim().toUpperCase();
}

/**
 * The milestone key an event sets on a shipment of this mode, or null when its template has none for it, or
 * when it happened at another port than the main carriage's (a transshipment).
 */
export function milestoneKeyForEvent(
  mode: TransportMode,
  event: Pick<TrackingEvent, 'event_type' | 'code' | 'classifier'> & { location?: string | null },
  places?: MainCarriagePlaces,
): string | null {
  // A request is what a party asked for, not when anything happened or will happen.
  if (!event.code || !event.classifier || event.classifier === 'REQ') return null;
  const key = EVENT_MILESTONES[milestoneModeOf(mode)][`${event.event_type}:${event.code}`];
  return key && happensAt(key, event.location ?? null, places) ? key : null;
}

/** Which of the milestone's times an event sets: the actual when it happened, else the planned time. */
export function milestoneTimeOf(classifier: EventClassifier): 'actual_at' | 'planned_at' {
  return classifier === 'ACT' ? 'actual_at' : 'planned_at';
}

/** An event as GET /shipments/{id}/events answers it: what the server read, and the event as it was sent. */
export const shipmentEventSchema = z.object({
  id: z.number().int(),
  shipment_id: z.number().int(),
  event_id: z.string(),
  event_type: z.enum(TRACKING_EVENT_TYPES),
  code: z.string().nullable(),
  classifier: z.enum(EVENT_CLASSIFIERS).nullable(),
  event_at: z.string().nullable(),
  location: z.string().nullable(),
  milestone_key: z.string().nullable(),
  /** When a later event of the sender retracted this one; the milestone time it set was undone then. */
  retracted_at: z.string().nullable(),
  raw: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type ShipmentEvent = z.output<typeof shipmentEventSchema>;

/** What POST answers: the event kept, whether it set a milestone (and which), or that it was a repeat. */
export const shipmentEventResultSchema = z.object({
  event: shipmentEventSchema,
  matched: z.boolean(),
  duplicate: z.boolean(),
  milestone: z.object({ key: z.string(), label: z.string() }).nullable(),
});
export type ShipmentEventResult = z.output<typeof shipmentEventResultSchema>;
