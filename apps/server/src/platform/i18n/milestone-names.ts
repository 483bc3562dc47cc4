import type { DocumentMessageId, DocumentText } from './document-messages';

// A milestone keeps the name its template gave it when the shipment was made. The default templates' names
// (packages/domain/src/shipments/milestone-templates.ts) are English words, so what the server writes for a
// reader (a client's e-mail update, a staff member's late-milestone task) names them in the reader's
// language; a name the company wrote itself in Settings is its own text and stays as written.
const DEFAULT_MILESTONE_NAMES: Readonly<Record<string, DocumentMessageId>> = {
  'Arrived at destination': 'booking.step.arrivedAtDestination',
  Arrived: 'booking.step.arrived',
  'Available for pickup': 'booking.step.availableForPickup',
  Booked: 'booking.step.booked',
  'Booking confirmed': 'booking.step.bookingConfirmed',
  'Border crossed': 'booking.step.borderCrossed',
  'Collected from shipper': 'booking.step.collectedFromShipper',
  Delivered: 'booking.step.delivered',
  Departed: 'booking.step.departed',
  Discharged: 'booking.step.discharged',
  'Empty container released': 'booking.step.emptyReleased',
  'Gate in at origin terminal': 'booking.step.gateIn',
  'Gate out': 'booking.step.gateOut',
  'Loaded on vessel': 'booking.step.loadedOnVessel',
  'Ready for delivery': 'booking.step.readyForDelivery',
  'Received from shipper': 'booking.step.receivedFromShipper',
  'Train arrived': 'booking.step.trainArrived',
  'Train departed': 'booking.step.trainDeparted',
  'Unloaded, available for pickup': 'booking.step.unloadedAvailable',
  'Vessel arrived': 'booking.step.vesselArrived',
  'Vessel departed': 'booking.step.vesselDeparted',
};

/** A milestone's name in `t`'s language when it is a default template's, else as the company wrote it. */
export function milestoneName(t: DocumentText, label: string): string {
  const id = DEFAULT_MILESTONE_NAMES[label];
  return id ? t(id) : label;
}
