import type { LostReason, QuotationStatus, TaskPriority, TransportMode } from '@freight/domain';
import type { MessageId } from './i18n';

// The domain names its choices in English (QUOTATION_STATUS_LABELS, LOST_REASON_LABELS) for the API and the
// server's texts; a screen draws the same choice through these messages, in the reader's language.

/** Each quotation status as a message: `t(QUOTATION_STATUS_MESSAGES[status])`. */
export const QUOTATION_STATUS_MESSAGES: Record<QuotationStatus, MessageId> = {
  Pending: 'quotationStatus.pending',
  Working: 'quotationStatus.working',
  OnClientReview: 'quotationStatus.onClientReview',
  Active: 'quotationStatus.active',
  Completed: 'quotationStatus.completed',
  Cancelled: 'quotationStatus.cancelled',
};

/** Each reason a quotation was lost, as a message. */
export const LOST_REASON_MESSAGES: Record<LostReason, MessageId> = {
  price: 'lostReason.price',
  transit_time: 'lostReason.transitTime',
  service_or_capacity: 'lostReason.serviceOrCapacity',
  client_postponed: 'lostReason.clientPostponed',
  competitor: 'lostReason.competitor',
  no_answer: 'lostReason.noAnswer',
  other: 'lostReason.other',
};

/** Each task priority, as a message. */
export const TASK_PRIORITY_MESSAGES: Record<TaskPriority, MessageId> = {
  urgent: 'taskPriority.urgent',
  high: 'taskPriority.high',
  medium: 'taskPriority.medium',
  low: 'taskPriority.low',
};

/** Each transport mode as a message (quotation, cost breakdown, shipments): the API keeps the English value. */
export const TRANSPORT_MODE_MESSAGES: Record<TransportMode, MessageId> = {
  Air: 'transportMode.air',
  Express: 'transportMode.express',
  Road: 'transportMode.road',
  'Sea LCL': 'transportMode.seaLcl',
  'Sea FCL': 'transportMode.seaFcl',
  Rail: 'transportMode.rail',
};
