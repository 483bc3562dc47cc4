import type { QuotationStatusName } from './QuotationStatusName';

/** Title and subtitle of each status list page; subtitles are the spec's own words. */
export const quotationStatusPages: Record<QuotationStatusName, { title: string; subtitle: string }> = {
  Pending: { title: 'Pending Quotations', subtitle: 'Quotations that need initial setup and item details' },
  Working: { title: 'Working Quotations', subtitle: 'Quotations that are in progress with clients' },
  'On Client Review': {
    title: 'On Client Review',
    subtitle: 'Quotations that have been sent to clients for review and approval',
  },
  Active: {
    title: 'Active Orders',
    subtitle: 'Quotations that have been approved and are now active orders',
  },
  Completed: { title: 'Completed Orders', subtitle: 'Orders that have been completed and delivered' },
  Cancelled: { title: 'Cancelled Orders', subtitle: 'Orders that have been cancelled or rejected' },
};
