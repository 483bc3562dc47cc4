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

const stored = { ...DEFAULT_INVOICE_SETTINGS, version: 3, updated_at: null };
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the Invoicing settings section', () => {
  it('adds a rate, makes it the default, fills the bank details and saves with the version', async () => {
    answer(callApi, {
      'GET /invoice_settings': stored,
      'PUT /invoice_settings': { ...stored, version: 4 },
    });
    renderScreen(<InvoiceSettingsCard />, '/settings');
    expect(((await screen.findByLabelText('Tax rate name 1')) as HTMLInputElement).value).toBe('Standard');
    fireEvent.click(screen.getByRole('button', { name: 'Add tax rate' }));
    fireEvent.change(input('Tax rate name 4'), { target: { value: 'IVA reducido' } });
    fireEvent.change(input('Rate % 4'), { target: { value: '10' } });
    fireEvent.click(screen.getByLabelText('Default 4'));
    fireEvent.change(input('IBAN'), { target: { value: 'ES91 2100 0418 4502 0005 1332' } });
    fireEvent.change(input('Account holder'), { target: { value: 'Transportes Muñoz S.L.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save invoicing' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/invoice_settings')).toHaveLength(1));
    const [sent] = sentTo(callApi, 'PUT', '/invoice_settings');
    expect(sent!.ifMatch).toBe(3);
    expect(sent!.body).toMatchObject({
      default_tax_rate: 'IVA reducido',
      bank_iban: 'ES91 2100 0418 4502 0005 1332',
      bank_account_holder: 'Transportes Muñoz S.L.',
    });
    expect((sent!.body as typeof stored).tax_rates[3]).toEqual({
      name: 'IVA reducido',
      rate: 10,
      note: '',
      reverse_charge: false,
    });
  });

  it('names a blank rate and a repeated name before sending anything', async () => {
    answer(callApi, { 'GET /invoice_settings': stored });
    renderScreen(<InvoiceSettingsCard />, '/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Add tax rate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save invoicing' }));
    expect(await screen.findByText('Tax rate name is required')).toBeTruthy();
    fireEvent.change(input('Tax rate name 4'), { target: { value: 'Standard' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save invoicing' }));
    expect(await screen.findByText('There are two tax rates named Standard')).toBeTruthy();
    expect(sentTo(callApi, 'PUT', '/invoice_settings')).toHaveLength(0);
  });

  it("after a 412 takes the colleague's bank change, keeps the user's, and saves on their version", async () => {
    let reads = 0;
    let saves = 0;
    answer(callApi, {
      'GET /invoice_settings': () =>
        reads++ === 0 ? stored : { ...stored, bank_bic: 'CAIXESBBXXX', version: 5 },
      'PUT /invoice_settings': () => {
        if (saves++ === 0) throw new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
        return { ...stored, version: 6 };
      },
    });
    renderScreen(<InvoiceSettingsCard />, '/settings');
    fireEvent.change(await screen.findByLabelText('Bank name'), { target: { value: 'بنك الكويت الوطني' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save invoicing' }));
    await waitFor(() => expect(input('BIC').value).toBe('CAIXESBBXXX'));
    expect(input('Bank name').value).toBe('بنك الكويت الوطني');
    fireEvent.click(screen.getByRole('button', { name: 'Save invoicing' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/invoice_settings')).toHaveLength(2));
    expect(sentTo(callApi, 'PUT', '/invoice_settings')[1]!.ifMatch).toBe(5);
  });
});
