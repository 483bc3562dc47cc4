import type { MessageId } from '../../shared/i18n/i18n';
import { translate } from '../../shared/i18n/useT';

/**
 * The server's sentences to the customer of a tracking link (TRACKING_MESSAGES and SUBSCRIPTION_MESSAGES in
 * packages/domain) stay English in the API; the page gives each a message by its exact English text and shows
 * it in the page's language. trackingLinkMessages.test.ts checks each key against the domain's text.
 */
export const TRACKING_LINK_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  'This tracking link is not known. Check the address, or ask your forwarder for a new link.':
    'publicTracking.linkUnknown',
  'Too many requests from your address. Wait a minute and try again.': 'publicTracking.tooManyRequests',
  'If the address can receive e-mail, a message is on its way: open its link to confirm the updates.':
    'publicTracking.subscribeAccepted',
  'This link is not valid or has expired. Ask for e-mail updates again on the tracking page.':
    'publicTracking.updatesLinkExpired',
  'E-mail updates are not available from this forwarder.': 'publicTracking.updatesUnavailable',
  'Enter your e-mail address': 'publicTracking.emailRequired',
  'Enter a valid e-mail address': 'publicTracking.emailInvalid',
  'Milestones must be a list of milestone keys': 'publicTracking.milestonesNotList',
  'A milestone key can be at most 64 characters': 'publicTracking.milestoneKeyTooLong',
  'Milestones can list at most 50 milestones': 'publicTracking.tooManyMilestones',
};

/** The domain's sentence for milestones the shipment does not have (its codes, which are the shipment's own). */
const MILESTONES_UNKNOWN = /^This shipment has no milestone (.+)$/;

/** A server sentence of the tracking link in the page's language; one without a message stays as it came. */
export function translateTrackingMessage(message: string): string {
  const id = TRACKING_LINK_MESSAGE_IDS[message];
  if (id) return translate(id);
  const unknown = MILESTONES_UNKNOWN.exec(message);
  return unknown ? translate('publicTracking.milestonesUnknown', { keys: unknown[1] }) : message;
}

// A milestone keeps the name its template gave it when the shipment was made (the default templates' names
// are English words, packages/domain/src/shipments/milestone-templates.ts): the customer reads a default name
// in the page's language, and a name the company wrote itself as written. The signed-in screens have their
// own table (features/shipments/milestoneLabels.ts); this page keeps its words in the signed-out part.
const DEFAULT_MILESTONE_MESSAGES: Readonly<Record<string, MessageId>> = {
  'Arrived at destination': 'publicTracking.stepArrivedAtDestination',
  Arrived: 'publicTracking.stepArrived',
  'Available for pickup': 'publicTracking.stepAvailableForPickup',
  Booked: 'publicTracking.stepBooked',
  'Booking confirmed': 'publicTracking.stepBookingConfirmed',
  'Border crossed': 'publicTracking.stepBorderCrossed',
  'Collected from shipper': 'publicTracking.stepCollectedFromShipper',
  Delivered: 'publicTracking.stepDelivered',
  Departed: 'publicTracking.stepDeparted',
  Discharged: 'publicTracking.stepDischarged',
  'Empty container released': 'publicTracking.stepEmptyReleased',
  'Gate in at origin terminal': 'publicTracking.stepGateIn',
  'Gate out': 'publicTracking.stepGateOut',
  'Loaded on vessel': 'publicTracking.stepLoadedOnVessel',
  'Ready for delivery': 'publicTracking.stepReadyForDelivery',
  'Received from shipper': 'publicTracking.stepReceivedFromShipper',
  'Train arrived': 'publicTracking.stepTrainArrived',
  'Train departed': 'publicTracking.stepTrainDeparted',
  'Unloaded, available for pickup': 'publicTracking.stepUnloadedAvailable',
  'Vessel arrived': 'publicTracking.stepVesselArrived',
  'Vessel departed': 'publicTracking.stepVesselDeparted',
};

/** A milestone's name in the page's language when it is a default template's, else as the company wrote it. */
export function trackingMilestoneLabel(label: string): string {
  const id = DEFAULT_MILESTONE_MESSAGES[label];
  return id ? translate(id) : label;
}
