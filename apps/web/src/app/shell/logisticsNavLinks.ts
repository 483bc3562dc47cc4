import {
  type Icon,
  IconCircleCheck,
  IconCircleX,
  IconEye,
  IconHourglassHigh,
  IconPackage,
  IconProgress,
} from '@tabler/icons-react';
import type { QuotationStatusName } from '../../features/quotations/QuotationStatusName';

/** Quotation counts per status for the sidebar badges; a status left out shows no badge. */
export type LogisticsCounts = Partial<Record<QuotationStatusName, number>>;

export interface LogisticsNavLink {
  status: QuotationStatusName;
  label: string;
  path: string;
  icon: Icon;
}

export const logisticsNavLinks: readonly LogisticsNavLink[] = [
  { status: 'Pending', label: 'Pending', path: '/pending-quotations', icon: IconHourglassHigh },
  { status: 'Working', label: 'Working', path: '/working-quotations', icon: IconProgress },
  { status: 'On Client Review', label: 'On Client Review', path: '/on-client-review', icon: IconEye },
  { status: 'Active', label: 'Active Orders', path: '/active-orders', icon: IconPackage },
  { status: 'Completed', label: 'Completed', path: '/completed-orders', icon: IconCircleCheck },
  { status: 'Cancelled', label: 'Cancelled', path: '/cancelled-orders', icon: IconCircleX },
];
