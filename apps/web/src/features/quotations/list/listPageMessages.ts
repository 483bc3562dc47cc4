import type { QuotationStatus } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';

/** Each status list page's title and subtitle (QUOTATION_LIST_PAGES) as messages. */
export const LIST_PAGE_MESSAGES: Record<QuotationStatus, { title: MessageId; subtitle: MessageId }> = {
  Pending: { title: 'quotations.listPendingTitle', subtitle: 'quotations.listPendingSubtitle' },
  Working: { title: 'quotations.listWorkingTitle', subtitle: 'quotations.listWorkingSubtitle' },
  OnClientReview: { title: 'quotations.listReviewTitle', subtitle: 'quotations.listReviewSubtitle' },
  Active: { title: 'quotations.listActiveTitle', subtitle: 'quotations.listActiveSubtitle' },
  Completed: { title: 'quotations.listCompletedTitle', subtitle: 'quotations.listCompletedSubtitle' },
  Cancelled: { title: 'quotations.listCancelledTitle', subtitle: 'quotations.listCancelledSubtitle' },
};
