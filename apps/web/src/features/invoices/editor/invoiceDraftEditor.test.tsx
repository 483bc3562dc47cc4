// @vitest-environment happy-dom
import { DEFAULT_INVOICE_SETTINGS, type Invoice } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { money } from '../../../shared/format/money';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { InvoicePage } from '../InvoicePage';
import '../../../test/screenTestSetup';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const settings = { ...DEFAULT_INVOICE_SETTINGS, version: 1, updated_at: null };
const line = (id: number, description: string, quantity: number, unit_price: number) => ({
  id,
  charge_id: id + 100,
  credited_line_id: null,
  description,
  quantity,
  unit_price,
  amount: quantity * unit_price,
  tax_rate_name: 'Standard',
  tax_rate: 21,
  tax_amount: 0,
  tax_note: '',
  credited: 0,
  sort_order: id,
});
const draft = {
  id: 9,
  kind: 'invoice',
  number: null,
  status: 'Draft',
  currency: 'KWD',
  client_name: 'شركة الخليج للتجارة',
  billing_address: '',
  shipment_id: null,
  invoice_id: null,
  issue_date: null,
  due_date: '2026-12-27',
  net_total: 37.035,
  tax_total: 7.777,
  total: 44.812,
  amount_due: 44.812,
  lines: [line(1, 'شحن بحري', 3, 12.345)],
  payments: [],
  credit_notes: [],
  version: 2,
} as unknown as Invoice;

function openPage(invoice: Invoice, more: Record<string, unknown> = {}) {
  answer(callApi, {
    'GET /invoices/:id': invoice,
    'GET /invoice_settings': settings,
    'GET /invoices/:id/history': { data: [] },
    ...more,
  });
  return renderScreen(
    <Routes>
      <Route path="/invoices/:id" element={<InvoicePage />} />
    </Routes>,
    `/invoices/${invoice.id}`,
  );
}

const totals = () => screen.getByLabelText('Draft totals').textContent ?? '';

describe('the draft invoice editor', () => {
  it('recomputes the totals as typed in KWD to 3 decimals, adds a line and saves with If-Match', async () => {
    openPage(draft, { 'PUT /invoices/:id': { ...draft, version: 3 } });
    const quantity = await screen.findByLabelText('Quantity 1');
    await waitFor(() => expect(totals()).toContain(`Total: ${money(44.812, 'KWD')}`));
    fireEvent.change(quantity, { target: { value: '2' } });
    // 2 x 12.345 = 24.690; 21 % of it = 5.1849, rounded to the fils: 5.185.
    expect(totals()).toContain(`Net: ${money(24.69, 'KWD')}`);
    expect(totals()).toContain(`Tax: ${money(5.185, 'KWD')}`);
    expect(totals()).toContain(`Total: ${money(29.875, 'KWD')}`);
    expect(money(29.875, 'KWD')).toContain('29.875');
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fireEvent.change(screen.getByLabelText('Description 2'), { target: { value: 'Despacho de aduana' } });
    fireEvent.change(screen.getByLabelText('Unit price 2 (KWD)'), { target: { value: '0.125' } });
    expect(totals()).toContain(`Total: ${money(30.026, 'KWD')}`);
    expect(screen.getByRole('button', { name: 'Issue' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/invoices/:id')).toHaveLength(1));
    const [sent] = sentTo(callApi, 'PUT', '/invoices/:id');
    expect(sent!.ifMatch).toBe(2);
    // Only what changed is sent: the lines, not the due date.
    expect(sent!.body).toEqual({
      lines: [
        { id: 1, description: 'شحن بحري', quantity: 2, unit_price: 12.345, tax_rate_name: 'Standard' },
        { description: 'Despacho de aduana', quantity: 1, unit_price: 0.125, tax_rate_name: 'Standard' },
      ],
    });
  });

  it('names a blank description under its line and sends nothing', async () => {
    openPage(draft);
    fireEvent.change(await screen.findByLabelText('Description 1'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Description is required')).toBeTruthy();
    expect(sentTo(callApi, 'PUT', '/invoices/:id')).toHaveLength(0);
  });

  it("after a 412 takes the colleague's due date, asks about the lines both changed, then saves on their version", async () => {
    const theirs = {
      ...draft,
      due_date: '2027-01-15',
      lines: [line(1, 'شحن بحري', 5, 12.345)],
      version: 4,
    } as unknown as Invoice;
    let puts = 0;
    let reads = 0;
    openPage(draft, {
      'GET /invoices/:id': () => (++reads > 1 ? theirs : draft),
      'PUT /invoices/:id': () => {
        puts += 1;
        if (puts === 1) throw new ApiError(412, 'PRECONDITION_FAILED', 'This invoice was changed');
        return { ...theirs, version: 5 };
      },
    });
    fireEvent.change(await screen.findByLabelText('Quantity 1'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const conflict = await screen.findByRole('alert', { name: 'Lines was changed by someone else' });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(sentTo(callApi, 'PUT', '/invoices/:id')).toHaveLength(1);
    fireEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/invoices/:id')).toHaveLength(2));
    const second = sentTo(callApi, 'PUT', '/invoices/:id')[1]!;
    expect(second.ifMatch).toBe(4);
    // The colleague's due date is kept as stored (not sent back); the lines go as the user chose.
    expect(second.body).toEqual({
      lines: [{ id: 1, description: 'شحن بحري', quantity: 4, unit_price: 12.345, tax_rate_name: 'Standard' }],
    });
    expect(screen.getByText('Due: 2027-01-15')).toBeTruthy();
  });
});

describe('an issued invoice', () => {
  it('shows the lock and no edit control on the page or its cards', async () => {
    const issued = {
      ...draft,
      number: 'INV-2026-00012',
      status: 'Issued',
      issue_date: '2026-11-27',
      version: 3,
    } as unknown as Invoice;
    openPage(issued);
    expect(await screen.findByLabelText('Issued: locked')).toBeTruthy();
    const lines = screen.getByRole('region', { name: 'Lines' });
    expect(within(lines).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(lines).queryAllByRole('spinbutton')).toHaveLength(0);
    for (const name of ['Save draft', 'Add line', 'Issue', 'Delete draft', 'Remove line 1']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByLabelText('Due date')).toBeNull();
  });
});
