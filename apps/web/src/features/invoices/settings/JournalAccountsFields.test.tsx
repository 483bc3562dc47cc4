// @vitest-environment happy-dom
import { DEFAULT_INVOICE_SETTINGS } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../shared/api/apiClient';
import de from '../../../shared/i18n/catalogs/de.json';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { speak } from '../../../test/speak';
import '../../../test/screenTestSetup';
import { InvoiceSettingsCard } from './InvoiceSettingsCard';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const stored = {
  ...DEFAULT_INVOICE_SETTINGS,
  accounts: { ...DEFAULT_INVOICE_SETTINGS.accounts, cost_by_category: [{ category_id: 8, account: '6230' }] },
  version: 2,
  updated_at: null,
};
const categories = [
  { id: 7, name: 'Flete marítimo', part: 'main' },
  { id: 8, name: 'رسوم الميناء', part: 'destination' },
];
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the Accounts section of the Invoicing settings', () => {
  it('saves the main accounts and an account per cost category, clearing one back to the default', async () => {
    answer(callApi, {
      'GET /invoice_settings': stored,
      'GET /cost_categories': { data: categories, total: 2 },
      'PUT /invoice_settings': { ...stored, version: 3 },
    });
    renderScreen(<InvoiceSettingsCard />, '/settings');
    fireEvent.change(await screen.findByLabelText(/^Receivable account/), { target: { value: '430000' } });
    const revenue = await screen.findByLabelText('Revenue account for Flete marítimo');
    expect((revenue as HTMLInputElement).placeholder).toBe('4000');
    fireEvent.change(revenue, { target: { value: '705100' } });
    expect(input('Cost account for رسوم الميناء').value).toBe('6230');
    fireEvent.change(input('Cost account for رسوم الميناء'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save invoicing' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/invoice_settings')).toHaveLength(1));
    expect(sentTo(callApi, 'PUT', '/invoice_settings')[0]!.body).toMatchObject({
      accounts: {
        receivable: '430000',
        revenue_by_category: [{ category_id: 7, account: '705100' }],
        cost_by_category: [],
      },
    });
  });

  it('names a blank account and sends nothing', async () => {
    answer(callApi, { 'GET /invoice_settings': stored, 'GET /cost_categories': { data: [], total: 0 } });
    renderScreen(<InvoiceSettingsCard />, '/settings');
    fireEvent.change(await screen.findByLabelText(/^Bank account/), { target: { value: ' ' } });
    expect(
      await screen.findByText('No cost categories yet: every line posts to the default accounts.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save invoicing' }));
    expect(await screen.findByText('Bank account is required')).toBeTruthy();
    expect(sentTo(callApi, 'PUT', '/invoice_settings')).toHaveLength(0);
  });
});

describe('the cost categories of the Accounts section in German', () => {
  it('names a default category in German and shows a renamed or added one as the desk typed it', async () => {
    answer(callApi, {
      'GET /invoice_settings': stored,
      'GET /cost_categories': {
        data: [
          { id: 1, name: 'ocean-freight', part: 'main_carriage' },
          { id: 2, name: 'Customs clearance', part: 'duties_taxes' },
          { id: 3, name: 'Flete marítimo', part: 'main_carriage' },
        ],
        total: 3,
      },
    });
    speak('de', de);
    renderScreen(<InvoiceSettingsCard />, '/settings');
    const revenue = await screen.findByLabelText('Erlöskonto für Seefracht');
    const row = revenue.closest('tr')!;
    expect(within(row).getByText('Seefracht').hasAttribute('data-i18n-ignore')).toBe(false);
    expect(screen.queryByText('ocean-freight')).toBeNull();
    expect(screen.getByText('Customs clearance').hasAttribute('data-i18n-ignore')).toBe(true);
    expect(screen.getByLabelText('Kostenkonto für Flete marítimo')).toBeTruthy();
  });
});
