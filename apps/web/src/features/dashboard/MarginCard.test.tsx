// @vitest-environment happy-dom
import type { Margins } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { resetAfterEach } from '../../test/apiCalls';
import { answer } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import { MarginCard } from './MarginCard';
import '../../test/screenTestSetup';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const MARGINS = 'GET /dashboard/margins';

const byGroup: Record<string, Margins> = {
  month: {
    group: 'month',
    currency: 'KWD',
    unconverted: 0,
    rows: [
      {
        key: '2026-11',
        shipments: 3,
        revenue: 2410.125,
        cost: 1951.5,
        planned_margin: 480.5,
        actual_margin: 458.625,
      },
    ],
  },
  client: {
    group: 'client',
    currency: 'KWD',
    unconverted: 2,
    rows: [
      {
        key: 'شركة الخليج للتجارة',
        shipments: 2,
        revenue: 900,
        cost: 950.25,
        planned_margin: 60,
        actual_margin: -50.25,
      },
      { key: '', shipments: 1, revenue: 10, cost: 0, planned_margin: 10, actual_margin: 10 },
    ],
  },
  lane: { group: 'lane', currency: 'KWD', unconverted: 0, rows: [] },
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the dashboard Margin card', () => {
  it('shows planned against actual per month, then per client and per lane as the control switches', async () => {
    const calls = answer(callApi, {
      [MARGINS]: (call: { query: { group: string } }) => byGroup[call.query.group],
    });
    renderScreen(<MarginCard />);
    const month = await screen.findByRole('table', { name: 'Margin by month' });
    expect(rowsOf(month)).toEqual([
      'MonthShipmentsPlannedActual',
      expect.stringMatching(/^2026-113.*480\.500.*458\.625/),
    ]);

    fireEvent.click(screen.getByRole('radio', { name: 'Client' }));
    const client = await screen.findByRole('table', { name: 'Margin by client' });
    expect(rowsOf(client)[1]).toMatch(/^شركة الخليج للتجارة2.*60\.000.*-KWD\s50\.250/);
    expect(rowsOf(client)[2]).toMatch(/^No client1/);
    expect(screen.getByText(/2 shipments left out: no exchange rate to KWD/)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Lane' }));
    expect(await screen.findByText('No shipments yet')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/dashboard/margins').map((call) => call.query)).toEqual([
      { group: 'month' },
      { group: 'client' },
      { group: 'lane' },
    ]);
  });

  it('says when the margins failed to load and offers to try again', async () => {
    answer(callApi, {
      [MARGINS]: () => {
        throw new ApiError(500, 'INTERNAL', 'Database unavailable');
      },
    });
    renderScreen(<MarginCard />);
    expect(await screen.findByText('Failed to load the margins')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('is hidden from a user who may not view invoices', async () => {
    answer(callApi, {
      'GET /auth/me': {
        user: { id: 2, email: 'lucia@example.com', first_name: 'Lucía', last_name: 'Núñez', role: 'user' },
        permissions: { dashboard: ['view'], shipments: ['view'] },
      },
    });
    renderScreen(<MarginCard />);
    await waitFor(() => expect(callApi).toHaveBeenCalled());
    expect(screen.queryByText('Margin')).toBeNull();
    const paths = vi.mocked(callApi).mock.calls.map(([endpoint]) => endpoint.path);
    expect(paths).not.toContain('/dashboard/margins');
  });
});
