import { describe, expect, it } from 'vitest';
import { houseReference, shipmentNumber } from './shipment-numbers';
import {
  SHIPMENT_MESSAGES,
  shipmentLegCreateSchema,
  shipmentMilestoneUpdateSchema,
  shipmentUpdateSchema,
} from './shipment-validation';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('shipment numbers and references', () => {
  it('numbers shipments per year with five digits', () => {
    expect(shipmentNumber(2026, 1)).toBe('SH-2026-00001');
    expect(shipmentNumber(2027, 12345)).toBe('SH-2027-12345');
  });
  it('makes the house reference from the prefix, falling back to HB', () => {
    expect(houseReference('HBL', 2026, 7)).toBe('HBL-2026-00007');
    expect(houseReference('  ', 2026, 7)).toBe('HB-2026-00007');
  });
  it('names the shipment to cancel first', () => {
    expect(SHIPMENT_MESSAGES.cancelShipmentFirst('SH-2026-00003')).toContain('Shipment SH-2026-00003');
  });
});

describe('shipment bodies', () => {
  it('names each wrong field', () => {
    expect(
      messages(
        shipmentUpdateSchema.safeParse({
          booking_reference: 'x'.repeat(101),
          status: 'Lost',
          shipper_contact_id: 'abc',
        }),
      ),
    ).toEqual({
      booking_reference: 'Booking reference can be at most 100 characters',
      status: 'Status must be one of Booked, In transit, Arrived, Delivered, Closed, Cancelled',
      shipper_contact_id: 'Choose a shipper from your contacts',
    });
  });

  it('requires a leg kind and reads times as ISO 8601 with an offset', () => {
    expect(messages(shipmentLegCreateSchema.safeParse({ etd: '27/11/2026' }))).toEqual({
      kind: 'Kind must be one of Pre-carriage, Main carriage, On-carriage',
      etd: 'ETD must be a date and time (ISO 8601, e.g. 2026-11-27T09:30:00Z)',
    });
    const leg = shipmentLegCreateSchema.parse({ kind: 'main', eta: '2026-12-01T10:00:00+02:00', etd: '' });
    expect(leg).toMatchObject({ kind: 'main', eta: '2026-12-01T08:00:00.000Z', etd: null });
  });

  it('takes an actual time back with null', () => {
    expect(shipmentMilestoneUpdateSchema.parse({ actual_at: null })).toEqual({ actual_at: null });
    expect(messages(shipmentMilestoneUpdateSchema.safeParse({ actual_at: 'soon' }))).toEqual({
      actual_at: 'Actual time must be a date and time (ISO 8601, e.g. 2026-11-27T09:30:00Z)',
    });
  });
});
