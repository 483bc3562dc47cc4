// @vitest-environment happy-dom
import { INVOICE_MESSAGES, type Invoice } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import de from '../../../shared/i18n/catalogs/de.json';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { speak } from '../../../test/speak';
import { InvoiceLinesCard } from '../InvoiceLinesCard';
import '../../../test/screenTestSetup';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const line = (id: number, description: string, amount: number, credited = 0) => ({
  id,
  charge_id: id + 100,
  credited_line_id: null,
  description,
  quantity: 1,
  unit_price: amount,
  amount,
  tax_rate_name: 'Standard',
  tax_rate: 21,
  tax_amount: 0,
  tax_note: '',
  credited,
  sort_order: id,
});
const issued = {
  id: 7,
  kind: 'invoice',
  number: 'INV-2026-00031',
  status: 'Issued',
  currency: 'EUR',
  lines: [line(1, 'Flete marítimo', 1200), line(2, 'Despacho de aduana', 150.5, 50.5)],
} as unknown as Invoice;

async function openDialog() {
  const view = renderScreen(<InvoiceLinesCard invoice={issued} />, `/invoices/${issued.id}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Choose lines to credit' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Credit note for INV-2026-00031' }) };
}

describe('the credit note dialog', () => {
  it('credits a chosen line at a chosen amount, then opens the credit note', async () => {
    answer(callApi, { 'POST /invoices/:id/credit_note': { ...issued, id: 44, kind: 'credit_note' } });
    const { dialog, address } = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('Flete marítimo'));
    const amount = within(dialog).getByLabelText('Amount to credit: Despacho de aduana') as HTMLInputElement;
    // What is left of the line (150.50 less 50.50 credited) is offered.
    expect(amount.value).toBe('100');
    fireEvent.change(amount, { target: { value: '100.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make credit note' }));
    expect(
      await within(dialog).findByText(INVOICE_MESSAGES.creditTooMuch('Despacho de aduana')),
    ).toBeTruthy();
    expect(sentTo(callApi, 'POST', '/invoices/:id/credit_note')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make credit note' }));
    await waitFor(() => expect(address()).toBe('/invoices/44'));
    expect(sentTo(callApi, 'POST', '/invoices/:id/credit_note')[0]!.body).toEqual({
      lines: [{ line_id: 2, amount: 40 }],
    });
  });

  it('credits everything left when nothing is changed', async () => {
    answer(callApi, { 'POST /invoices/:id/credit_note': { ...issued, id: 45, kind: 'credit_note' } });
    const { dialog, address } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make credit note' }));
    await waitFor(() => expect(address()).toBe('/invoices/45'));
    expect(sentTo(callApi, 'POST', '/invoices/:id/credit_note')[0]!.body).toEqual({});
  });

  it("shows the server's refusal under the amount of the line it names", async () => {
    const refusal = INVOICE_MESSAGES.creditTooMuch('Despacho de aduana');
    answer(callApi, {
      'POST /invoices/:id/credit_note': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', refusal, { 'lines.0.amount': refusal });
      },
    });
    const { dialog } = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('Flete marítimo'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make credit note' }));
    const amount = within(dialog).getByLabelText('Amount to credit: Despacho de aduana');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(refusal)).toBeTruthy();
  });

  it("words the server's refusal of a line again in German, naming the line", async () => {
    speak('de', de);
    const refusal = INVOICE_MESSAGES.creditTooMuch('Despacho de aduana');
    answer(callApi, {
      'POST /invoices/:id/credit_note': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', refusal, { 'lines.0.amount': refusal });
      },
    });
    renderScreen(<InvoiceLinesCard invoice={issued} />, `/invoices/${issued.id}`);
    fireEvent.click(await screen.findByRole('button', { name: de['creditNotes.chooseLines'] }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Flete marítimo'));
    fireEvent.click(within(dialog).getByRole('button', { name: de['creditNotes.make'] }));
    expect(
      await within(dialog).findByText(
        'Auf der Position „Despacho de aduana“ ist weniger zur Gutschrift übrig',
      ),
    ).toBeTruthy();
  });
});
