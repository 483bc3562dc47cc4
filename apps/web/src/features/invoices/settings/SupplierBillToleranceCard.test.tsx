// @vitest-environment happy-dom
import { DEFAULT_INVOICE_SETTINGS } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import '../../../test/screenTestSetup';
import { InvoiceSettingsCard } from './InvoiceSettingsCard';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const stored = { tolerance_percent: 5, tolerance_amount: 0, version: 2, updated_at: null };
const invoicing = { ...DEFAULT_INVOICE_SETTINGS, version: 1, updated_at: null };
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save tolerance' }));

describe('the supplier bill tolerance in Settings → Invoicing', () => {
  it('shows the stored tolerance and saves a new percentage and amount with the version', async () => {
    answer(callApi, {
      'GET /invoice_settings': invoicing,
      'GET /supplier_bill_settings': stored,
      'PUT /supplier_bill_settings': {
        tolerance_percent: 7.5,
        tolerance_amount: 25.125,
        version: 3,
        updated_at: null,
      },
    });
    renderScreen(<InvoiceSettingsCard />, '/settings');
    await waitFor(() => expect(input('Tolerance percentage').value).toBe('5 %'));
    expect(input('Tolerance amount').value).toBe('0');
    fireEvent.change(input('Tolerance percentage'), { target: { value: '7.5' } });
    fireEvent.change(input('Tolerance amount'), { target: { value: '25.125' } });
    save();
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/supplier_bill_settings')).toHaveLength(1));
    const [sent] = sentTo(callApi, 'PUT', '/supplier_bill_settings');
    expect(sent!.ifMatch).toBe(2);
    expect(sent!.body).toEqual({ tolerance_percent: 7.5, tolerance_amount: 25.125 });
    await waitFor(() => expect(input('Tolerance amount').value).toBe('25.125'));
  });

  it('names a percentage over 100 and a blank amount before sending anything', async () => {
    answer(callApi, { 'GET /invoice_settings': invoicing, 'GET /supplier_bill_settings': stored });
    renderScreen(<InvoiceSettingsCard />, '/settings');
    await waitFor(() => expect(input('Tolerance percentage').value).toBe('5 %'));
    fireEvent.change(input('Tolerance percentage'), { target: { value: '150' } });
    fireEvent.change(input('Tolerance amount'), { target: { value: '' } });
    save();
    expect(await screen.findByText('Tolerance percentage can be at most 100')).toBeTruthy();
    expect(screen.getByText('Tolerance amount must be a number')).toBeTruthy();
    expect(sentTo(callApi, 'PUT', '/supplier_bill_settings')).toHaveLength(0);
  });

  it("after a 412 takes the colleague's amount, keeps the user's percentage, and saves on their version", async () => {
    let reads = 0;
    let saves = 0;
    answer(callApi, {
      'GET /invoice_settings': invoicing,
      'GET /supplier_bill_settings': () =>
        reads++ === 0 ? stored : { ...stored, tolerance_amount: 50, version: 4 },
      'PUT /supplier_bill_settings': () => {
        if (saves++ === 0) throw new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
        return { ...stored, tolerance_percent: 10, tolerance_amount: 50, version: 5 };
      },
    });
    renderScreen(<InvoiceSettingsCard />, '/settings');
    await waitFor(() => expect(input('Tolerance percentage').value).toBe('5 %'));
    fireEvent.change(input('Tolerance percentage'), { target: { value: '10' } });
    save();
    await waitFor(() => expect(input('Tolerance amount').value).toBe('50'));
    expect(input('Tolerance percentage').value).toBe('10 %');
    save();
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/supplier_bill_settings')).toHaveLength(2));
    expect(sentTo(callApi, 'PUT', '/supplier_bill_settings')[1]).toMatchObject({
      ifMatch: 4,
      body: { tolerance_percent: 10, tolerance_amount: 50 },
    });
  });
});
