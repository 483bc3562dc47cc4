import type {
  LEG_KINDS,
  MilestoneStatus,
  ShipmentDocumentKind,
  ShipmentStatus,
  TransportMode,
} from '@freight/domain';
import { TRANSPORT_MODE_MESSAGES } from '../../shared/i18n/domainLabels';
import type { MessageId } from '../../shared/i18n/i18n';
import type { Translate } from '../../shared/i18n/useT';

// The domain names these choices in English (SHIPMENT_STATUS_LABELS, LEG_KIND_LABELS, ...) for the API, the
// PDFs and the customer's page; staff screens draw them through these messages, in the reader's language.

/** Each shipment status as a message: `t(SHIPMENT_STATUS_MESSAGES[status])`. */
export const SHIPMENT_STATUS_MESSAGES: Record<ShipmentStatus, MessageId> = {
  Booked: 'shipments.statusBooked',
  InTransit: 'shipments.statusInTransit',
  Arrived: 'shipments.statusArrived',
  Delivered: 'shipments.statusDelivered',
  Closed: 'shipments.statusClosed',
  Cancelled: 'shipments.statusCancelled',
};

/** Each milestone status (done, late, pending) as a message. */
export const MILESTONE_STATUS_MESSAGES: Record<MilestoneStatus, MessageId> = {
  done: 'milestones.statusDone',
  late: 'milestones.statusLate',
  pending: 'milestones.statusPending',
};

/** Each kind of leg as a message. */
export const LEG_KIND_MESSAGES: Record<(typeof LEG_KINDS)[number], MessageId> = {
  pre_carriage: 'legs.kindPreCarriage',
  main: 'legs.kindMain',
  on_carriage: 'legs.kindOnCarriage',
};

/** A stored transport mode in the reader's language; one the list no longer has stays as stored. */
export function transportModeLabel(t: Translate, mode: string): string {
  const id = TRANSPORT_MODE_MESSAGES[mode as TransportMode];
  return id ? t(id) : mode;
}

/** Each document the shipment page makes, as a message. */
export const SHIPMENT_DOCUMENT_MESSAGES: Record<ShipmentDocumentKind, MessageId> = {
  booking_confirmation: 'shipments.documentBookingConfirmation',
  house_bill: 'shipments.documentHouseBill',
};
