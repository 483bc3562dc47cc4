// @vitest-environment happy-dom
import type { JobProfit, ShipmentDetail, ShipmentSupplierInvoices, SupplierInvoice } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../shared/api/apiClient';
import { bodiesSentTo, resetAfterEach } from '../../test/apiCalls';
import { answer } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import { ShipmentProfitCard } from './ShipmentProfitCard';
import { ShipmentSupplierBillsCard } from './ShipmentSupplierBillsCard';
import '../../test/screenTestSetup';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const shipment = { id: 9, currency: 'KWD' } as ShipmentDetail;
const BILLS = 'GET /shipments/:id/supplier_invoices';

const pendingBill = {
  id: 31,
  shipment_id: 9,
  supplier: 'وكالة الخليج',
  number: 'AG-7',
  date: '2026-11-20',
  currency: 'KWD',
  total: 1100.125,
  status: 'pending_approval',
  decision_note: '',
  decided_by: null,
  decided_by_name: null,
  decided_at: null,
  lines: [],
} as unknown as SupplierInvoice;

const bills: ShipmentSupplierInvoices = {
  data: [pendingBill],
  expected_costs: [
    {
      id: 4,
      supplier: 'وكالة الخليج',
      description: 'Despacho aduanero',
      currency: 'KWD',
      expected: 1000.125,
      billed: 1100.125,
      variance: 100,
      variance_percent: 10,
      within_tolerance: false,
    },
  ],
  tolerance: { tolerance_percent: 5, tolerance_amount: 0 },
};

const biller = (permissions: Record<string, string[]>) => ({
  user: { id: 2, email: 'pablo@example.com', first_name: 'Pablo', last_name: 'Peña', role: 'user' },
  permissions,
});

describe('the Supplier bills card', () => {
  it('shows expected against billed with the variance over tolerance, and Approve / Dispute to an approver', async () => {
    answer(callApi, {
      [BILLS]: bills,
      'POST /supplier_invoices/:id/approve': { ...pendingBill, status: 'approved' },
    });
    renderScreen(<ShipmentSupplierBillsCard shipment={shipment} />);
    const table = await screen.findByRole('table', { name: 'Expected costs' });
    const row = within(table).getByRole('row', { name: /Despacho aduanero/ });
    expect(row.textContent).toContain('KWD');
    expect(row.textContent).toContain('1,000.125');
    expect(row.textContent).toContain('(10 %) over tolerance');
    expect(screen.getByText('Pending approval')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(bodiesSentTo(callApi, 'POST', '/supplier_invoices/:id/approve')).toEqual([{}]),
    );
  });

  it('hides Approve and Dispute from a biller without invoices:approve, and says when nothing is billed yet', async () => {
    answer(callApi, {
      'GET /auth/me': biller({ invoices: ['view', 'create'] }),
      [BILLS]: { ...bills, data: [] },
    });
    renderScreen(<ShipmentSupplierBillsCard shipment={shipment} />);
    expect(await screen.findByText('No supplier bills yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record bill' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('asks why a bill is disputed before disputing it', async () => {
    answer(callApi, {
      [BILLS]: bills,
      'POST /supplier_invoices/:id/dispute': { ...pendingBill, status: 'disputed' },
    });
    renderScreen(<ShipmentSupplierBillsCard shipment={shipment} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute وكالة الخليج AG-7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispute bill' }));
    expect(await within(dialog).findByText('Say why the bill is disputed')).toBeTruthy();
    expect(bodiesSentTo(callApi, 'POST', '/supplier_invoices/:id/dispute')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Why is the bill disputed?'), {
      target: { value: 'Tarifa distinta a la cotizada' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispute bill' }));
    await waitFor(() =>
      expect(bodiesSentTo(callApi, 'POST', '/supplier_invoices/:id/dispute')).toEqual([
        { note: 'Tarifa distinta a la cotizada' },
      ]),
    );
  });

  it('records a bill with one amount per expected cost, blank costs left off', async () => {
    answer(callApi, { [BILLS]: bills, 'POST /shipments/:id/supplier_invoices': pendingBill });
    renderScreen(<ShipmentSupplierBillsCard shipment={shipment} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Record bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record supplier bill' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record bill' }));
    expect(await within(dialog).findByText('Bill number is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Bill number'), { target: { value: 'AG-8' } });
    fireEvent.change(within(dialog).getByLabelText(/Despacho aduanero/), { target: { value: '1000.125' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record bill' }));
    await waitFor(() =>
      expect(bodiesSentTo(callApi, 'POST', '/shipments/:id/supplier_invoices')).toHaveLength(1),
    );
    expect(bodiesSentTo(callApi, 'POST', '/shipments/:id/supplier_invoices')[0]).toMatchObject({
      supplier: 'وكالة الخليج',
      number: 'AG-8',
      currency: 'KWD',
      lines: [{ expected_cost_id: 4, amount: 1000.125 }],
    });
  });
});

const profit: JobProfit = {
  shipment_id: 9,
  quote: {
    currency: 'JPY',
    invoiced: 150_007,
    to_invoice: 0,
    revenue: 150_007,
    billed_cost: 160_000,
    expected_cost: 0,
    cost: 160_000,
    planned_margin: 50_007,
    actual_margin: -9_993,
  },
  base: {
    currency: 'EUR',
    invoiced: 920.3,
    to_invoice: 0,
    revenue: 920.3,
    billed_cost: 981.6,
    expected_cost: 0,
    cost: 981.6,
    planned_margin: 306.79,
    actual_margin: -61.3,
  },
  rates_date: '2026-11-20',
};

describe('the Profit card', () => {
  it('shows each figure in the quote currency and the base currency, a loss in red', async () => {
    answer(callApi, { 'GET /shipments/:id/profit': profit });
    renderScreen(<ShipmentProfitCard shipment={shipment} />);
    const table = await screen.findByRole('table', { name: 'Profit' });
    const actual = within(table).getByRole('row', { name: /Actual margin/ });
    expect(actual.textContent).toContain('-¥9,993');
    expect(actual.textContent).toContain('-€61.30');
    expect(within(table).getByRole('row', { name: /Planned margin/ }).textContent).toContain('¥50,007');
    expect(screen.getByText("Base currency at the quote's rates of 2026-11-20.")).toBeTruthy();
  });

  it('says when no rate to the base currency was kept, and shows nothing without invoices:view', async () => {
    answer(callApi, { 'GET /shipments/:id/profit': { ...profit, base: null, rates_date: null } });
    const { unmount } = renderScreen(<ShipmentProfitCard shipment={shipment} />);
    expect(
      await screen.findByText('No exchange rate to the base currency was kept for this quote.'),
    ).toBeTruthy();
    unmount();
    answer(callApi, { 'GET /auth/me': biller({ shipments: ['view'] }) });
    renderScreen(<ShipmentProfitCard shipment={shipment} />);
    await waitFor(() => expect(callApi).toHaveBeenCalled());
    expect(screen.queryByText('Profit')).toBeNull();
  });
});
