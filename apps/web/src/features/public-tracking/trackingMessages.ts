import type { ShipmentStatus, TransportMode } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';

// The API names these choices in English; the customer's page draws each through a message, in its language.

export const SHIPMENT_STATUS_MESSAGES: Record<ShipmentStatus, MessageId> = {
  Booked: 'publicTracking.statusBooked',
  InTransit: 'publicTracking.statusInTransit',
  Arrived: 'publicTracking.statusArrived',
  Delivered: 'publicTracking.statusDelivered',
  Closed: 'publicTracking.statusClosed',
  Cancelled: 'publicTracking.statusCancelled',
};

// The signed-out page keeps its own words (the signed-out part of the catalogs, shared/i18n/catalogParts.ts);
// the signed-in screens share shared/i18n/domainLabels.ts's table.
export const TRANSPORT_MODE_MESSAGES: Record<TransportMode, MessageId> = {
  Air: 'publicTracking.modeAir',
  Express: 'publicTracking.modeExpress',
  Road: 'publicTracking.modeRoad',
  'Sea LCL': 'publicTracking.modeSeaLcl',
  'Sea FCL': 'publicTracking.modeSeaFcl',
  Rail: 'publicTracking.modeRail',
};

export const MILESTONE_STATUS_MESSAGES: Record<'pending' | 'done' | 'late', MessageId> = {
  pending: 'publicTracking.milestonePending',
  done: 'publicTracking.milestoneDone',
  late: 'publicTracking.milestoneLate',
};
