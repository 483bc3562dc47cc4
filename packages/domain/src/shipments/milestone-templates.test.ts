import { describe, expect, it } from 'vitest';
import { TRANSPORT_MODES } from '../pricing/transport-modes';
import {
  MILESTONE_TEMPLATES,
  milestoneModeOf,
  milestoneStatus,
  plannedTimesFromLegs,
} from './milestone-templates';
import type { LegTimes } from './shipment-legs';

describe('milestone templates', () => {
  it('gives every transport mode a template: Express runs as air, both sea modes as sea', () => {
    expect(TRANSPORT_MODES.map(milestoneModeOf)).toEqual(['air', 'air', 'road', 'sea', 'sea', 'rail']);
  });

  it('lists the sea steps in the order they happen', () => {
    expect(MILESTONE_TEMPLATES.sea.map((s) => s.label)).toEqual([
      'Booking confirmed',
      'Empty container released',
      'Gate in at origin terminal',
      'Loaded on vessel',
      'Vessel departed',
      'Vessel arrived',
      'Discharged',
      'Available for pickup',
      'Gate out',
      'Delivered',
    ]);
    expect(MILESTONE_TEMPLATES.air.map((s) => s.key)).toEqual([
      'booked',
      'received',
      'departed',
      'arrived',
      'ready_for_delivery',
      'delivered',
    ]);
  });

  it('has unique keys, and every template leads to In transit, Arrived and Delivered', () => {
    for (const steps of Object.values(MILESTONE_TEMPLATES)) {
      expect(new Set(steps.map((s) => s.key)).size).toBe(steps.length);
      expect(steps.map((s) => s.moves_to).filter(Boolean)).toEqual(['InTransit', 'Arrived', 'Delivered']);
    }
  });

  it('says which step moves the status', () => {
    const step = (mode: keyof typeof MILESTONE_TEMPLATES, key: string) =>
      MILESTONE_TEMPLATES[mode].find((s) => s.key === key);
    expect(step('sea', 'departed')?.moves_to).toBe('InTransit');
    expect(step('road', 'collected')?.moves_to).toBe('InTransit');
    expect(step('air', 'received')?.moves_to).toBeUndefined();
  });
});

describe('plannedTimesFromLegs', () => {
  const legs: LegTimes[] = [
    { sequence: 2, kind: 'main', etd: '2026-12-02T10:00:00.000Z', eta: '2026-12-20T06:00:00.000Z' },
    { sequence: 1, kind: 'pre_carriage', etd: '2026-11-30T08:00:00.000Z', eta: '2026-12-01T17:00:00.000Z' },
    { sequence: 3, kind: 'on_carriage', etd: null, eta: '2026-12-22T12:00:00.000Z' },
  ];

  it('plans each step from its leg: the first leg, the main carriage, the last leg', () => {
    const planned = plannedTimesFromLegs(MILESTONE_TEMPLATES.sea, legs);
    expect(planned.empty_released).toBe('2026-11-30T08:00:00.000Z');
    expect(planned.departed).toBe('2026-12-02T10:00:00.000Z');
    expect(planned.arrived).toBe('2026-12-20T06:00:00.000Z');
    expect(planned.delivered).toBe('2026-12-22T12:00:00.000Z');
    expect(planned.booking_confirmed).toBeUndefined();
  });

  it('moves the planned time by the step offset, before or after the leg time', () => {
    const planned = plannedTimesFromLegs(
      [
        { key: 'cutoff', planned_from: { leg: 'main', time: 'etd' }, offset_hours: -48 },
        { key: 'landed', planned_from: { leg: 'last', time: 'ata' }, offset_hours: 2 },
      ],
      [
        {
          sequence: 1,
          kind: 'main',
          etd: '2026-12-02T10:00:00.000Z',
          eta: null,
          ata: '2026-12-05T01:00:00Z',
        },
      ],
    );
    expect(planned).toEqual({ cutoff: '2026-11-30T10:00:00.000Z', landed: '2026-12-05T03:00:00.000Z' });
  });

  it('leaves out steps whose leg time is unknown', () => {
    const planned = plannedTimesFromLegs(MILESTONE_TEMPLATES.air, [
      { sequence: 1, kind: 'main', etd: null, eta: null },
    ]);
    expect(planned).toEqual({});
  });
});

describe('milestoneStatus', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('is done with an actual, late past its planned time, else pending', () => {
    expect(
      milestoneStatus(
        { planned_at: '2026-11-01T00:00:00Z', actual_at: '2026-11-02T00:00:00Z' },
        now,
        'Booked',
      ),
    ).toBe('done');
    expect(milestoneStatus({ planned_at: '2026-11-27T11:59:00Z', actual_at: null }, now, 'InTransit')).toBe(
      'late',
    );
    expect(milestoneStatus({ planned_at: '2026-11-27T12:01:00Z', actual_at: null }, now, 'Booked')).toBe(
      'pending',
    );
    expect(milestoneStatus({ planned_at: null, actual_at: null }, now, 'Arrived')).toBe('pending');
  });

  it('is never late once the shipment is delivered, closed or cancelled', () => {
    const overdue = { planned_at: '2026-11-01T00:00:00Z', actual_at: null };
    expect(milestoneStatus(overdue, now, 'Arrived')).toBe('late');
    for (const status of ['Delivered', 'Closed', 'Cancelled'] as const) {
      expect(milestoneStatus(overdue, now, status), status).toBe('pending');
    }
    expect(milestoneStatus({ ...overdue, actual_at: '2026-11-02T00:00:00Z' }, now, 'Cancelled')).toBe('done');
  });
});
