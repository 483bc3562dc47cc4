import { describe, expect, it } from 'vitest';
import {
  canMoveShipment,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  shipmentMoveProblem,
  statusAfterMilestone,
} from './shipment-status';

describe('the shipment workflow', () => {
  // Every pair of statuses: forward moves and Cancelled are allowed from a live shipment, nothing else.
  const allowed: Record<ShipmentStatus, ShipmentStatus[]> = {
    Booked: ['Booked', 'InTransit', 'Arrived', 'Delivered', 'Closed', 'Cancelled'],
    InTransit: ['InTransit', 'Arrived', 'Delivered', 'Closed', 'Cancelled'],
    Arrived: ['Arrived', 'Delivered', 'Closed', 'Cancelled'],
    Delivered: ['Delivered', 'Closed', 'Cancelled'],
    Closed: ['Closed'],
    Cancelled: ['Cancelled'],
  };
  for (const from of SHIPMENT_STATUSES) {
    for (const to of SHIPMENT_STATUSES) {
      const expected = allowed[from].includes(to);
      it(`${expected ? 'allows' : 'refuses'} ${from} to ${to}`, () => {
        expect(canMoveShipment(from, to)).toBe(expected);
        expect(shipmentMoveProblem(from, to) === undefined).toBe(expected);
      });
    }
  }

  it('says why a move is refused', () => {
    expect(shipmentMoveProblem('Arrived', 'Booked')).toBe(
      'A shipment cannot move back from Arrived to Booked',
    );
    expect(shipmentMoveProblem('Cancelled', 'Booked')).toBe('A cancelled shipment cannot change status');
    expect(shipmentMoveProblem('Closed', 'Delivered')).toBe('A closed shipment cannot change status');
  });
});

describe('statusAfterMilestone', () => {
  it('moves forward to the milestone target', () => {
    expect(statusAfterMilestone('Booked', 'InTransit')).toBe('InTransit');
    expect(statusAfterMilestone('Booked', 'Delivered')).toBe('Delivered');
  });
  it('never moves back, nor out of a final status, nor without a target', () => {
    expect(statusAfterMilestone('Arrived', 'InTransit')).toBe('Arrived');
    expect(statusAfterMilestone('Cancelled', 'InTransit')).toBe('Cancelled');
    expect(statusAfterMilestone('Closed', 'Delivered')).toBe('Closed');
    expect(statusAfterMilestone('Booked', undefined)).toBe('Booked');
  });
});
