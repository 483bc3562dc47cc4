import type { TransportMode } from '../pricing/transport-modes';
import { type LegAnchor, type LegTime, type LegTimes, legAt } from './shipment-legs';
import { type ShipmentStatus, tracksLateness } from './shipment-status';

/** The four families of milestones: Express runs as air, both sea modes as sea. */
export type MilestoneMode = 'sea' | 'air' | 'road' | 'rail';

/** One milestone of a template: its stored key, what staff read, the leg time it is planned from, the status it leads to. */
export interface MilestoneTemplateStep {
  key: string;
  label: string;
  /** The leg and time its planned time follows; none: planned by hand only. */
  planned_from?: { leg: LegAnchor; time: LegTime };
  /** Hours after (or, negative, before) that leg time. */
  offset_hours?: number;
  /** The status the shipment reaches when this milestone's actual time is set. */
  moves_to?: ShipmentStatus;
}

const departs = (leg: LegAnchor = 'main') => ({ leg, time: 'etd' as const });
const arrives = (leg: LegAnchor = 'main') => ({ leg, time: 'eta' as const });

/** The milestone templates, in the order the steps happen. */
export const MILESTONE_TEMPLATES: Readonly<Record<MilestoneMode, readonly MilestoneTemplateStep[]>> = {
  sea: [
    { key: 'booking_confirmed', label: 'Booking confirmed' },
    { key: 'empty_released', label: 'Empty container released', planned_from: departs('first') },
    { key: 'gate_in', label: 'Gate in at origin terminal', planned_from: departs() },
    { key: 'loaded', label: 'Loaded on vessel', planned_from: departs() },
    { key: 'departed', label: 'Vessel departed', planned_from: departs(), moves_to: 'InTransit' },
    { key: 'arrived', label: 'Vessel arrived', planned_from: arrives(), moves_to: 'Arrived' },
    { key: 'discharged', label: 'Discharged', planned_from: arrives() },
    { key: 'available', label: 'Available for pickup', planned_from: arrives() },
    { key: 'gate_out', label: 'Gate out', planned_from: arrives() },
    { key: 'delivered', label: 'Delivered', planned_from: arrives('last'), moves_to: 'Delivered' },
  ],
  air: [
    { key: 'booked', label: 'Booked' },
    { key: 'received', label: 'Received from shipper', planned_from: departs('first') },
    { key: 'departed', label: 'Departed', planned_from: departs(), moves_to: 'InTransit' },
    { key: 'arrived', label: 'Arrived', planned_from: arrives(), moves_to: 'Arrived' },
    { key: 'ready_for_delivery', label: 'Ready for delivery', planned_from: arrives() },
    { key: 'delivered', label: 'Delivered', planned_from: arrives('last'), moves_to: 'Delivered' },
  ],
  road: [
    { key: 'booked', label: 'Booked' },
    {
      key: 'collected',
      label: 'Collected from shipper',
      planned_from: departs('first'),
      moves_to: 'InTransit',
    },
    { key: 'border_crossed', label: 'Border crossed' },
    { key: 'arrived', label: 'Arrived at destination', planned_from: arrives(), moves_to: 'Arrived' },
    { key: 'delivered', label: 'Delivered', planned_from: arrives('last'), moves_to: 'Delivered' },
  ],
  rail: [
    { key: 'booked', label: 'Booked' },
    { key: 'gate_in', label: 'Gate in at origin terminal', planned_from: departs() },
    { key: 'departed', label: 'Train departed', planned_from: departs(), moves_to: 'InTransit' },
    { key: 'arrived', label: 'Train arrived', planned_from: arrives(), moves_to: 'Arrived' },
    { key: 'unloaded', label: 'Unloaded, available for pickup', planned_from: arrives() },
    { key: 'delivered', label: 'Delivered', planned_from: arrives('last'), moves_to: 'Delivered' },
  ],
};

const MODE_FAMILY: Readonly<Record<TransportMode, MilestoneMode>> = {
  Air: 'air',
  Express: 'air',
  'Sea LCL': 'sea',
  'Sea FCL': 'sea',
  Road: 'road',
  Rail: 'rail',
};

export function milestoneModeOf(mode: TransportMode): MilestoneMode {
  return MODE_FAMILY[mode];
}

/** What planning needs of a shipment's milestone: its key and the rule it was given when the shipment was made. */
export type PlannedStep = Pick<MilestoneTemplateStep, 'key' | 'planned_from' | 'offset_hours'>;

/**
 * The planned time each milestone takes from the legs, by key: the named leg's time, moved by the step's
 * offset. A milestone planned by hand, or whose leg or time is missing, is left out (its planned time stays).
 */
export function plannedTimesFromLegs(
  steps: readonly PlannedStep[],
  legs: readonly LegTimes[],
): Record<string, string> {
  const planned: Record<string, string> = {};
  for (const step of steps) {
    if (!step.planned_from) continue;
    const time = legAt(legs, step.planned_from.leg)?.[step.planned_from.time];
    if (!time) continue;
    const offsetMs = (step.offset_hours ?? 0) * 60 * 60 * 1000;
    planned[step.key] = new Date(new Date(time).getTime() + offsetMs).toISOString();
  }
  return planned;
}

export const MILESTONE_STATUSES = ['pending', 'done', 'late'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/**
 * Done once it has an actual time; late when its planned time has passed without one while the shipment is
 * still on its way (`tracksLateness`: never for a delivered, closed or cancelled shipment); else pending.
 */
export function milestoneStatus(
  milestone: { planned_at: string | null; actual_at: string | null },
  now: Date,
  shipmentStatus: ShipmentStatus,
): MilestoneStatus {
  if (milestone.actual_at) return 'done';
  if (!tracksLateness(shipmentStatus)) return 'pending';
  if (milestone.planned_at && new Date(milestone.planned_at).getTime() < now.getTime()) return 'late';
  return 'pending';
}
