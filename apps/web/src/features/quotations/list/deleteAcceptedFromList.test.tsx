// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../shared/api/apiClient';
import { answer, page } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { QuotationStatusListPage } from './QuotationStatusListPage';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

afterEach(cleanup);

const row = (id: number, client_name: string, accepted_at: string | null) => ({
  id,
  quotation_number: `SQ0000${id}`,
  revision: 1,
  client_name,
  start_date: '2026-05-01',
  valid_until_date: '2026-05-31',
  total_cost: 980.125,
  currency: 'KWD',
  status: 'Active',
  expired: false,
  version: 3,
  accepted_at,
});

async function deleteButtonOf(client: string) {
  const tr = (await screen.findByText(client)).closest('tr')!;
  return within(tr).getByRole('button', { name: 'Delete' });
}

describe('Delete in the Active Orders list', () => {
  it('is shown disabled with the reason for a quote the client accepted, and asks nothing', async () => {
    answer(callApi, {
      'GET /quotations': () =>
        page([row(5, 'Søren Ålund ApS', '2026-05-03T23:30:00.000Z'), row(6, 'Transportes Núñez', null)]),
    });
    renderScreen(<QuotationStatusListPage status="Active" />, '/active-orders');
    const locked = await deleteButtonOf('Søren Ålund ApS');
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(locked.getAttribute('aria-description')).toContain('cannot be deleted');
    fireEvent.click(locked);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.mouseEnter(locked);
    expect(await screen.findByText(/stays on record and cannot be deleted/)).toBeTruthy();

    const open = await deleteButtonOf('Transportes Núñez');
    expect(open.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(open);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
