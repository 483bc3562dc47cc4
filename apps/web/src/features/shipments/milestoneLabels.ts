import type { MessageId } from '../../shared/i18n/i18n';
import type { Translate } from '../../shared/i18n/useT';

// A milestone keeps the name its template gave it when the shipment was made. The default templates' names
// (packages/domain/src/shipments/milestone-templates.ts) are English words, so a staff screen reads them in
// the reader's language; a name the company wrote itself is its own text and stays as written.
const DEFAULT_MILESTONE_MESSAGES: Readonly<Record<string, MessageId>> = {
  'Arrived at destination': 'milestones.arrivedAtDestination',
  Arrived: 'milestones.arrived',
  'Available for pickup': 'milestones.availableForPickup',
  Booked: 'milestones.booked',
  'Booking confirmed': 'milestones.bookingConfirmed',
  'Border crossed': 'milestones.borderCrossed',
  'Collected from shipper': 'milestones.collectedFromShipper',
  Delivered: 'milestones.delivered',
  Departed: 'milestones.departed',
  Discharged: 'milestones.discharged',
  'Empty container released': 'milestones.emptyReleased',
  'Gate in at origin terminal': 'milestones.gateIn',
  'Gate out': 'milestones.gateOut',
  'Loaded on vessel': 'milestones.loadedOnVessel',
  'Ready for delivery': 'milestones.readyForDelivery',
  'Received from shipper': 'milestones.receivedFromShipper',
  'Train arrived': 'milestones.trainArrived',
  'Train departed': 'milestones.trainDeparted',
  'Unloaded, available for pickup': 'milestones.unloadedAvailable',
  'Vessel arrived': 'milestones.vesselArrived',
  'Vessel departed': 'milestones.vesselDeparted',
};

/** A milestone's name in the reader's language when it is a default template's, else as the company wrote it. */
export function milestoneLabel(t: Translate, label: string): string {
  const id = DEFAULT_MILESTONE_MESSAGES[label];
  return id ? t(id) : label;
}
