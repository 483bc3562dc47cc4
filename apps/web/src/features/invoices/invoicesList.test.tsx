// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../shared/api/apiClient';
import { money } from '../../shared/format/money';
import de from '../../shared/i18n/catalogs/de.json';
import { i18n } from '../../shared/i18n/i18n';
import { lastQuery, resetAfterEach } from '../../test/apiCalls';
import { answer, page } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import { InvoicesPage } from './InvoicesPage';
import '../../test/screenTestSetup';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const rows = [
  {
    id: 3,
    kind: 'invoice' as const,
    number: 'INV-2026-00003',
    status: 'Partially paid' as const,
    client_name: 'Compañía Naviera Española',
    shipment_number: 'SH-2026-00011',
    currency: 'KWD',
    issue_date: '2026-11-02',
    due_date: '2026-12-02',
    total: 1250.555,
    amount_due: 250.5,
  },
];
const TOTALS = {
  counts: { Draft: 1, Issued: 2, 'Partially paid': 1, Paid: 0, Overdue: 0, Credited: 0 },
  currencies: [
    { currency: 'KWD', count: 1, total: 1250.555, amount_due: 250.5 },
    { currency: 'EUR', count: 2, total: 900, amount_due: 900 },
  ],
};

function showList(path: string) {
  const calls = answer(callApi, { 'GET /invoices': page(rows), 'GET /invoices/totals': TOTALS });
  renderScreen(<InvoicesPage />, path);
  return calls;
}

describe('the Invoices list', () => {
  it('sends the status, due-date window, client and search to the list and to the totals', async () => {
    const calls = showList(
      '/invoices?status=Partially%20paid&due_from=2026-12-01&due_to=2026-12-31&contact=12&q=naviera',
    );
    expect(await screen.findByText('INV-2026-00003')).toBeTruthy();
    const wanted = {
      status: 'Partially paid',
      due_from: '2026-12-01',
      due_to: '2026-12-31',
      contact_id: '12',
      q: 'naviera',
    };
    expect(lastQuery(calls, '/invoices')).toMatchObject(wanted);
    expect(lastQuery(calls, '/invoices/totals')).toMatchObject(wanted);
  });

  it('leaves out an unreadable due day or client from a hand-edited address', async () => {
    const calls = showList('/invoices?due_from=01/12/2026&contact=abc');
    await screen.findByText('INV-2026-00003');
    expect(lastQuery(calls, '/invoices')).not.toHaveProperty('due_from');
    expect(lastQuery(calls, '/invoices')).not.toHaveProperty('contact_id');
  });

  it('shows the filtered set’s totals per currency, never added across currencies', async () => {
    showList('/invoices');
    const totals = await screen.findByLabelText('Totals per currency');
    expect(totals.textContent).toContain(`KWD: ${money(1250.555, 'KWD')} (1) · due ${money(250.5, 'KWD')}`);
    expect(totals.textContent).toContain(`EUR: ${money(900, 'EUR')} (2)`);
  });

  describe('in German', () => {
    afterEach(() => i18n.activate('en'));

    it('names the screen, its columns, statuses and totals in the reader’s language', async () => {
      i18n.load('de', de);
      i18n.activate('de');
      showList('/invoices');
      expect(await screen.findByText('INV-2026-00003')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Rechnungen' })).toBeTruthy();
      const tabs = await screen.findByRole('tablist', { name: 'Rechnungsstatus' });
      expect(within(tabs).getByRole('tab', { name: /Teilbezahlt\s*1/ })).toBeTruthy();
      expect(screen.getAllByText('Teilbezahlt').length).toBeGreaterThan(1);
      expect(screen.getAllByText('Nummer').length).toBeGreaterThan(0);
      const totals = await screen.findByLabelText('Summen je Währung');
      expect(totals.textContent).toContain(`· offen ${money(250.5, 'KWD')}`);
      expect(screen.queryByText('Partially paid')).toBeNull();
    });
  });
});
