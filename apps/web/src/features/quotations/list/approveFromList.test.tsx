// @vitest-environment happy-dom
import { quotationsApi } from '@freight/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { answer, page } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { QuotationStatusListPage } from './QuotationStatusListPage';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

afterEach(cleanup);

const row = {
  id: 9,
  quotation_number: 'SQ00009',
  revision: 1,
  client_name: 'Fatima Al-Zahra Trading',
  start_date: '2026-05-01',
  valid_until_date: '2026-05-31',
  total_cost: 1250.5,
  status: 'Pending',
  expired: false,
  version: 4,
};

/** The Pending list with one row, whose PUT answers when `settle` is called. */
function pendingList() {
  let settle: (outcome: { ok: unknown } | { error: unknown }) => void = () => undefined;
  const put = new Promise((resolve, reject) => {
    settle = (outcome) => ('ok' in outcome ? resolve(outcome.ok) : reject(outcome.error));
  });
  let reads = 0;
  const calls = answer(callApi, {
    // The first read answers; later ones never do, so only the undo can bring a row back.
    'GET /quotations': () => (reads++ === 0 ? page([row]) : new Promise(() => undefined)),
    [`PUT ${quotationsApi.update.path}`]: () => put,
  });
  renderScreen(<QuotationStatusListPage status="Pending" />, '/pending-quotations');
  return { calls, settle: (outcome: { ok: unknown } | { error: unknown }) => settle(outcome) };
}

async function approve() {
  const tr = (await screen.findByText(row.client_name)).closest('tr')!;
  fireEvent.click(within(tr).getByRole('button', { name: 'Approve' }));
}

describe('Approve in a status list', () => {
  it('takes the row off the list before the server answers, sending the version the row showed', async () => {
    const { settle } = pendingList();
    await approve();
    await waitFor(() => expect(screen.queryByText(row.client_name)).toBeNull());
    const put = vi.mocked(callApi).mock.calls.find(([endpoint]) => endpoint === quotationsApi.update);
    expect(put?.[1]).toEqual({ params: { id: 9 }, body: { status: 'Working' }, ifMatch: 4 });
    settle({ ok: { ...row, status: 'Working', version: 5 } });
  });

  it('puts the row back when the change is refused', async () => {
    const { settle } = pendingList();
    await approve();
    await waitFor(() => expect(screen.queryByText(row.client_name)).toBeNull());
    settle({ error: new ApiError(412, 'PRECONDITION_FAILED', 'Stale') });
    expect(await screen.findByText(row.client_name)).toBeTruthy();
  });
});
