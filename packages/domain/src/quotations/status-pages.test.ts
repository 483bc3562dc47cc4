import { describe, expect, it } from 'vitest';
import { QUOTATION_STATUSES } from './quotation-status';
import { QUOTATION_LIST_PAGES, quotationListPage } from './status-pages';

describe('quotation list pages', () => {
  it('has one page per status, in sidebar order, with the spec paths', () => {
    expect(QUOTATION_LIST_PAGES.map((page) => page.status)).toEqual([...QUOTATION_STATUSES]);
    expect(QUOTATION_LIST_PAGES.map((page) => page.path)).toEqual([
      '/pending-quotations',
      '/working-quotations',
      '/on-client-review',
      '/active-orders',
      '/completed-orders',
      '/cancelled-orders',
    ]);
  });

  it('titles the pages', () => {
    expect(QUOTATION_LIST_PAGES.map((page) => page.title)).toEqual([
      'Pending Quotations',
      'Working Quotations',
      'On Client Review',
      'Active Orders',
      'Completed Orders',
      'Cancelled Orders',
    ]);
  });

  it('uses the spec subtitles verbatim', () => {
    expect(QUOTATION_LIST_PAGES.map((page) => page.subtitle)).toEqual([
      'Quotations that need initial setup and item details',
      'Quotations that are in progress with clients',
      'Quotations that have been sent to clients for review and approval',
      'Quotations that have been approved and are now active orders',
      'Orders that have been completed and delivered',
      'Orders that have been cancelled or rejected',
    ]);
  });

  it('finds the page of a status', () => {
    expect(quotationListPage('OnClientReview').path).toBe('/on-client-review');
    expect(quotationListPage('Cancelled').title).toBe('Cancelled Orders');
  });
});
