import type { LegAnchor, MilestoneMode, ShipmentStatus } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';

// The domain names a mode and a status in English for the API's messages (packages/domain/src/shipments); the
// templates card draws them, and the legs, in the reader's language. ETD, ETA, ATD and ATA are the trade's own
// abbreviations in every language.

/** Each transport mode, as a message. */
export const MODE_MESSAGES: Record<MilestoneMode, MessageId> = {
  sea: 'milestoneTemplates.modeSea',
  air: 'milestoneTemplates.modeAir',
  road: 'milestoneTemplates.modeRoad',
  rail: 'milestoneTemplates.modeRail',
};

/** Each leg a planned time can follow, as a message. */
export const LEG_MESSAGES: Record<LegAnchor, MessageId> = {
  first: 'milestoneTemplates.legFirst',
  main: 'milestoneTemplates.legMain',
  last: 'milestoneTemplates.legLast',
};

/** The statuses a step can move a shipment to, as messages. */
export const MOVES_TO_MESSAGES: Record<Exclude<ShipmentStatus, 'Booked' | 'Cancelled'>, MessageId> = {
  InTransit: 'milestoneTemplates.statusInTransit',
  Arrived: 'milestoneTemplates.statusArrived',
  Delivered: 'milestoneTemplates.statusDelivered',
  Closed: 'milestoneTemplates.statusClosed',
};
