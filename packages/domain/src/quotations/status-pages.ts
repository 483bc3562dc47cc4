import type { QuotationStatus } from './quotation-status';

/** One status list page of the Logistics group. */
export interface QuotationListPage {
  status: QuotationStatus;
  path: string;
  /** Page title and sidebar label. */
  title: string;
  /** Subtitle, worded as staff asked. */
  subtitle: string;
}

/** The six status list pages in sidebar order. */
export const QUOTATION_LIST_PAGES: readonly QuotationListPage[] = [
  {
    status: 'Pending',
    path: '/pending-quotations',
    title: 'Pending Quotations',
    subtitle: 'Quotations that need initial setup and item details',
  },
  {
    status: 'Working',
    path: '/working-quotations',
    title: 'Working Quotations',
    subtitle: 'Quotations that are in progress with clients',
  },
  {
    status: 'OnClientReview',
    path: '/on-client-review',
    title: 'On Client Review',
    subtitle: 'Quotations that have been sent to clients for review and approval',
  },
  {
    status: 'Active',
    path: '/active-orders',
    title: 'Active Orders',
    subtitle: 'Quotations that have been approved and are now active orders',
  },
  {
    status: 'Completed',
    path: '/completed-orders',
    title: 'Completed Orders',
    subtitle: 'Orders that have been completed and delivered',
  },
  {
    status: 'Cancelled',
    path: '/cancelled-orders',
    title: 'Cancelled Orders',
    subtitle: 'Orders that have been cancelled or rejected',
  },
];

/** The list page that shows quotations of a status (e.g. where to go back to). */
export function quotationListPage(status: QuotationStatus): QuotationListPage {
  return QUOTATION_LIST_PAGES.find((page) => page.status === status) ?? QUOTATION_LIST_PAGES[0]!;
}

/**
 * What a status list row shows and its actions need (`select=` on GET /quotations): the page asks for these
 * instead of whole quotations with their contact and both addresses.
 */
export const QUOTATION_LIST_FIELDS = [
  'id',
  'quotation_number',
  'revision',
  'client_name',
  'start_date',
  'valid_until_date',
  'total_cost',
  'currency',
  'status',
  'expired',
  'version',
  // An accepted quote's Delete is shown disabled, with the reason.
  'accepted_at',
] as const;
