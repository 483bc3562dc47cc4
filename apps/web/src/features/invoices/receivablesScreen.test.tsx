// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { screenLoaders } from '../../app/screenLoaders';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { resetAfterEach } from '../../test/apiCalls';
import { answer } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import '../../test/screenTestSetup';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const ageing = (figures: number[]) => {
  const [current, days_1_30, days_31_60, days_61_90, over_90, total] = figures;
  return { current, days_1_30, days_31_60, days_61_90, over_90, total };
};

const report = {
  as_of: '2026-11-27',
  currencies: [
    {
      currency: 'KWD',
      total: ageing([0, 150.125, 0, 0, 20, 170.125]),
      clients: [
        { contact_id: 4, client_name: 'شركة الخليج للتجارة', ...ageing([0, 150.125, 0, 0, 0, 150.125]) },
        { contact_id: 7, client_name: 'Ñandú Logística S.A.', ...ageing([0, 0, 0, 0, 20, 20]) },
      ],
    },
    {
      currency: 'JPY',
      total: ageing([125000, 0, 0, 0, 0, 125000]),
      clients: [{ contact_id: 9, client_name: 'Yamato Shoji', ...ageing([125000, 0, 0, 0, 0, 125000]) }],
    },
  ],
};

async function renderReceivables() {
  const ReceivablesPage = await screenLoaders.receivables();
  renderScreen(<ReceivablesPage />, '/reports/receivables');
}

describe('the Receivables screen', () => {
  it('shows per currency each client and the total by age, in the currency’s own decimals', async () => {
    answer(callApi, { 'GET /reports/receivables': report });
    await renderReceivables();
    const kwd = await screen.findByRole('table', { name: 'KWD' });
    const headers = within(kwd)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Client', 'Current', '1–30', '31–60', '61–90', '>90', 'Total']);
    const gulf = within(kwd).getByRole('row', { name: /شركة الخليج للتجارة/ });
    expect(
      within(gulf)
        .getAllByRole('cell')
        .map((td) => td.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'شركة الخليج للتجارة',
      'KWD 0.000',
      'KWD 150.125',
      'KWD 0.000',
      'KWD 0.000',
      'KWD 0.000',
      'KWD 150.125',
    ]);
    const total = within(kwd).getByRole('row', { name: /^Total/ });
    expect(within(total).getAllByRole('cell').at(-1)?.textContent?.replace(/\s/g, ' ')).toBe('KWD 170.125');
    const jpy = screen.getByRole('table', { name: 'JPY' });
    expect(within(jpy).getByRole('row', { name: /Yamato Shoji/ }).textContent).toContain('¥125,000');
    expect(within(jpy).getByRole('row', { name: /Yamato Shoji/ }).textContent).not.toContain('¥125,000.00');
  });

  it('says when nothing is owed', async () => {
    answer(callApi, { 'GET /reports/receivables': { as_of: '2026-11-27', currencies: [] } });
    await renderReceivables();
    expect(
      await screen.findByText('Nothing is owed: every issued invoice is paid or credited.'),
    ).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    answer(callApi, {
      'GET /reports/receivables': () => {
        throw new ApiError(403, 'FORBIDDEN', 'You do not have permission to view invoices');
      },
    });
    await renderReceivables();
    expect(await screen.findByText('You do not have permission to view invoices')).toBeTruthy();
  });
});
