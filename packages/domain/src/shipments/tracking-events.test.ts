import { describe, expect, it } from 'vitest';
import { milestoneKeyForEvent, milestoneTimeOf, trackingEventBodySchema } from './tracking-events';

const dcsa = (eventType: string, payload: object) => ({
  metadata: { eventID: 'e-1', eventCreatedDateTime: '2026-11-01T10:00:00Z', eventType },
  payload: { eventClassifierCode: 'ACT', eventDateTime: '2026-11-20T08:30:00+08:00', ...payload },
});

describe('reading a tracking event', () => {
  it('reads a DCSA event, keeping what it does not use, and times it in UTC', () => {
    const body = dcsa('TRANSPORT', {
      transportEventTypeCode: 'DEPA',
      transportCall: { location: { UNLocationCode: 'CNSHA' }, vessel: { name: 'Ever Given' } },
    });
    const event = trackingEventBodySchema.parse(body);
    expect(event).toMatchObject({
      event_id: 'e-1',
      event_type: 'TRANSPORT',
      code: 'DEPA',
      classifier: 'ACT',
      event_at: '2026-11-20T00:30:00.000Z',
      location: 'CNSHA',
    });
    expect(event.raw).toEqual(body);
  });

  it('reads an air status message, ACT unless it says otherwise', () => {
    const event = trackingEventBodySchema.parse({
      eventId: 'AWB-1-DEP',
      statusCode: 'DEP',
      eventDateTime: '2026-11-20T23:05:00+08:00',
      airportCode: 'HKG',
      flightNumber: 'CX 235',
    });
    expect(event).toMatchObject({ event_type: 'AIR', code: 'DEP', classifier: 'ACT', location: 'HKG' });
  });

  it.each([
    [{}, '', 'An event needs DCSA metadata and payload, or an air statusCode'],
    [
      { metadata: { eventType: 'TRANSPORT' } },
      'metadata.eventID',
      "metadata.eventID is required: the sender's id of the event",
    ],
    [
      { metadata: { eventID: 'x', eventType: 'BOAT' } },
      'metadata.eventType',
      'metadata.eventType must be TRANSPORT, EQUIPMENT or SHIPMENT',
    ],
    [
      dcsa('TRANSPORT', { eventDateTime: 'yesterday' }),
      'payload.eventDateTime',
      'payload.eventDateTime must be a date and time with its offset (ISO 8601, e.g. 2026-11-27T09:30:00+08:00)',
    ],
    [
      dcsa('TRANSPORT', { eventClassifierCode: 'MAYBE' }),
      'payload.eventClassifierCode',
      'eventClassifierCode must be one of ACT, EST, PLN, REQ',
    ],
    [
      { eventId: 'a', statusCode: 'dep', eventDateTime: '2026-11-20T23:05:00Z' },
      'statusCode',
      'statusCode must be three capital letters, such as DEP',
    ],
    [
      { statusCode: 'DEP', eventDateTime: '2026-11-20T23:05:00Z' },
      'eventId',
      "eventId is required: the sender's id of the event",
    ],
  ])('refuses a broken event naming the field (%#)', (body, path, message) => {
    const result = trackingEventBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });
});

describe('the milestone an event sets', () => {
  const act = (event_type: 'TRANSPORT' | 'EQUIPMENT' | 'SHIPMENT' | 'AIR', code: string) => ({
    event_type,
    code,
    classifier: 'ACT' as const,
  });

  it.each([
    ['Sea FCL', act('TRANSPORT', 'DEPA'), 'departed'],
    ['Sea LCL', act('TRANSPORT', 'ARRI'), 'arrived'],
    ['Sea FCL', act('EQUIPMENT', 'LOAD'), 'loaded'],
    ['Sea FCL', act('EQUIPMENT', 'DISC'), 'discharged'],
    ['Sea FCL', act('EQUIPMENT', 'GTIN'), 'gate_in'],
    ['Sea FCL', act('EQUIPMENT', 'GTOT'), 'gate_out'],
    ['Air', act('AIR', 'RCS'), 'received'],
    ['Air', act('AIR', 'DEP'), 'departed'],
    ['Express', act('AIR', 'ARR'), 'arrived'],
    ['Air', act('AIR', 'NFD'), 'ready_for_delivery'],
    ['Air', act('AIR', 'DLV'), 'delivered'],
    ['Road', act('TRANSPORT', 'DEPA'), 'collected'],
    ['Road', act('TRANSPORT', 'ARRI'), 'arrived'],
    ['Rail', act('TRANSPORT', 'ARRI'), 'arrived'],
  ] as const)('%s: %o sets %s', (mode, event, key) => {
    expect(milestoneKeyForEvent(mode, event)).toBe(key);
  });

  it.each([
    ['Air', act('TRANSPORT', 'DEPA')],
    ['Sea FCL', act('AIR', 'DEP')],
    ['Sea FCL', act('SHIPMENT', 'ISSU')],
    ['Sea FCL', act('EQUIPMENT', 'DROP')],
    ['Air', act('AIR', 'FOH')],
    ['Sea FCL', { event_type: 'TRANSPORT', code: 'DEPA', classifier: 'REQ' }],
    ['Sea FCL', { event_type: 'TRANSPORT', code: null, classifier: null }],
  ] as const)('%s: %o sets none', (mode, event) => {
    expect(milestoneKeyForEvent(mode, event)).toBeNull();
  });

  it('sets the actual time of what happened, the planned time of an estimate or plan', () => {
    expect(milestoneTimeOf('ACT')).toBe('actual_at');
    expect(milestoneTimeOf('EST')).toBe('planned_at');
    expect(milestoneTimeOf('PLN')).toBe('planned_at');
  });

  it("leaves a departure, loading or arrival at another port than the main carriage's unmatched", () => {
    const places = { from_code: 'CNSHA', to_code: 'nlrtm' };
    const at = (code: string, location: string | null) => ({ ...act('TRANSPORT', code), location });
    expect(milestoneKeyForEvent('Sea FCL', at('DEPA', 'CNSHA'), places)).toBe('departed');
    expect(milestoneKeyForEvent('Sea FCL', at('DEPA', 'SGSIN'), places)).toBeNull();
    expect(milestoneKeyForEvent('Sea FCL', at('ARRI', 'NLRTM'), places)).toBe('arrived');
    expect(milestoneKeyForEvent('Sea FCL', at('ARRI', 'SGSIN'), places)).toBeNull();
    expect(
      milestoneKeyForEvent('Sea FCL', { ...act('EQUIPMENT', 'LOAD'), location: 'SGSIN' }, places),
    ).toBeNull();
    expect(milestoneKeyForEvent('Air', { ...act('AIR', 'DLV'), location: 'FRA' }, places)).toBe('delivered');
    // Without the event's place or the leg's code, nothing tells a transshipment apart.
    expect(milestoneKeyForEvent('Sea FCL', at('DEPA', null), places)).toBe('departed');
    expect(milestoneKeyForEvent('Sea FCL', at('DEPA', 'SGSIN'), { from_code: '', to_code: '' })).toBe(
      'departed',
    );
  });
});
