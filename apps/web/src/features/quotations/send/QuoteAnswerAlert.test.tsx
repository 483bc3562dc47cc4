// @vitest-environment happy-dom
import type { QuotationWithAddresses } from '@freight/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../shared/api/apiClient';
import { money } from '../../../shared/format/money';
import { renderScreen } from '../../../test/renderScreen';
import { QuoteAnswerAlert } from './QuoteAnswerAlert';
import '../../../test/screenTestSetup';
import { cleanup } from '@testing-library/react';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

afterEach(cleanup);

/** The fields the banner reads; the rest of the record does not matter to it. */
const quotation = (fields: Partial<QuotationWithAddresses>) =>
  ({
    id: 7,
    quotation_number: 'SQ00007',
    revision: 1,
    superseded: false,
    currency: 'KWD',
    total_cost: 1234.5,
    accepted_at: null,
    accepted_by: null,
    accepted_ip: null,
    accepted_po_number: null,
    declined_at: null,
    decline_reason: null,
    decline_comment: null,
    ...fields,
  }) as QuotationWithAddresses;

describe('QuoteAnswerAlert', () => {
  it("shows the accepted total in the quote's currency, who accepted, the PO and why the offer is locked", () => {
    vi.mocked(callApi).mockResolvedValue({ data: [], total: 0, limit: 1000, offset: 0 });
    renderScreen(
      <QuoteAnswerAlert
        quotation={quotation({
          accepted_at: '2026-11-20T09:30:00.000Z',
          accepted_by: 'محمد الفارسي',
          accepted_po_number: 'PO-4471',
        })}
      />,
    );
    const banner = screen.getByTestId('quote-answer');
    expect(banner.textContent).toContain('Accepted by the client');
    expect(banner.textContent).toContain('Accepted by محمد الفارسي');
    expect(banner.textContent).toContain('PO number PO-4471');
    expect(screen.getByTestId('accepted-total').textContent).toBe(`Accepted total: ${money(1234.5, 'KWD')}`);
    expect(money(1234.5, 'KWD')).toContain('1,234.500');
    expect(screen.getByTestId('offer-locked').textContent).toContain('revise the quote');
  });

  it('shows nothing about a lock while the client has not answered', () => {
    renderScreen(<QuoteAnswerAlert quotation={quotation({})} />);
    expect(screen.queryByTestId('quote-answer')).toBeNull();
    expect(screen.queryByTestId('offer-locked')).toBeNull();
  });
});
