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

/**
 * Quotation counts per status for the sidebar badges, keyed by the domain's status values, and the total for
 * the group; a status left out shows no badge.
 */
export type LogisticsCounts = Partial<Record<QuotationStatus | 'total', number>>;

export interface LogisticsNavLink {
  status: QuotationStatus;
  label: string;
  path: string;
  icon: Icon;
}

export const logisticsNavLinks: readonly LogisticsNavLink[] = [
  { status: 'Pending', label: 'Pending', path: '/pending-quotations', icon: IconHourglassHigh },
  { status: 'Working', label: 'Working', path: '/working-quotations', icon: IconProgress },
  { status: 'OnClientReview', label: 'On Client Review', path: '/on-client-review', icon: IconEye },
  { status: 'Active', label: 'Active Orders', path: '/active-orders', icon: IconPackage },
  { status: 'Completed', label: 'Completed', path: '/completed-orders', icon: IconCircleCheck },
  { status: 'Cancelled', label: 'Cancelled', path: '/cancelled-orders', icon: IconCircleX },
];
