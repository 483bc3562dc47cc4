import type { Priority, QuotationStatus } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';

/** Each quotation priority as a message (the task priorities' words, which are the same). */
export const QUOTATION_PRIORITY_MESSAGES: Record<Priority, MessageId> = {
  Low: 'taskPriority.low',
  Medium: 'taskPriority.medium',
  High: 'taskPriority.high',
};

/** The forward button's words for each status that has a next step (`nextStatus`). */
export const NEXT_STEP_MESSAGES: Record<QuotationStatus, MessageId | null> = {
  Pending: 'quotations.nextMarkWorking',
  Working: 'quotations.nextSendForReview',
  OnClientReview: 'quotations.nextMarkActive',
  Active: 'quotations.nextMarkCompleted',
  Completed: null,
  Cancelled: null,
};
