import type { QuotationStatus } from '@freight/domain';
import {
  type Icon,
  IconCircleCheck,
  IconCircleX,
  IconEye,
  IconHourglassHigh,
  IconPackage,
  IconProgress,
} from '@tabler/icons-react';
import type { MessageId } from '../../shared/i18n/i18n';

/**
 * Quotation counts per status for the sidebar badges, keyed by the domain's status values, and the total for
 * the group; a status left out shows no badge.
 */
export type LogisticsCounts = Partial<Record<QuotationStatus | 'total', number>>;

export interface LogisticsNavLink {
  status: QuotationStatus;
  /** The link's name, a message of the catalogs. */
  label: MessageId;
  path: string;
  icon: Icon;
}

export const logisticsNavLinks: readonly LogisticsNavLink[] = [
  { status: 'Pending', label: 'nav.pending', path: '/pending-quotations', icon: IconHourglassHigh },
  { status: 'Working', label: 'nav.working', path: '/working-quotations', icon: IconProgress },
  { status: 'OnClientReview', label: 'nav.onClientReview', path: '/on-client-review', icon: IconEye },
  { status: 'Active', label: 'nav.activeOrders', path: '/active-orders', icon: IconPackage },
  { status: 'Completed', label: 'nav.completed', path: '/completed-orders', icon: IconCircleCheck },
  { status: 'Cancelled', label: 'nav.cancelled', path: '/cancelled-orders', icon: IconCircleX },
];
