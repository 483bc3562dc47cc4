import { describe, expect, it } from 'vitest';
import { QUOTATION_STATUSES } from './quotation-status';
import { QUOTATION_LIST_PAGES, quotationListPage } from './status-pages';

describe('quotation list pages', () => {
  it('has one page per status, in workflow order', () => {
    expect(QUOTATION_LIST_PAGES.map((page) => page.status)).toEqual([...QUOTATION_STATUSES]);
  });

  it('finds the page of a status', () => {
    expect(quotationListPage('OnClientReview').path).toBe('/on-client-review');
    expect(quotationListPage('Cancelled').title).toBe('Cancelled Orders');
  });
});
