// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuditTab } from '../features/settings/audit/AuditTab';
import { callApi } from '../shared/api/apiClient';
import { lastQuery as listCall } from '../test/apiCalls';
import { answer, page } from '../test/mockApi';
import { renderScreen } from '../test/renderScreen';
import '../test/screenTestSetup';
import { screenLoaders } from './screenLoaders';

vi.mock('../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

/**
 * Answers the list's endpoints, renders the screen at `url` and waits for `firstRow` to show; the calls it
 * made, to read what it asked the server for.
 */
async function showList(answers: Parameters<typeof answer>[1], ui: ReactNode, url: string, firstRow: string) {
  const calls = answer(callApi, answers);
  renderScreen(ui, url);
  expect(await screen.findByText(firstRow)).toBeTruthy();
  return calls;
}

describe('every list screen, built from the list kit, on a mocked client', () => {
  it('Contacts: the address filters the rows asked for, eight a page', async () => {
    const ContactsPage = await screenLoaders.contacts();
    const calls = await showList(
      {
        'GET /contacts': page(
          [
            {
              id: 7,
              display_name: 'Fatima Al-Zahra',
              company_name: 'Dubai Trading',
              email: 'f@dt.ae',
              phone_number: '+971 4 123',
              status: 'Active',
            },
          ],
          9,
        ),
      },
      <ContactsPage />,
      '/contacts?status=Active&q=Fatima&page=2',
      'Fatima Al-Zahra',
    );
    expect(screen.getByText('9–9 of 9')).toBeTruthy();
    expect(screen.getByText('9 contacts match')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search contacts' }).value).toBe('Fatima');
    expect(listCall(calls, '/contacts')).toMatchObject({
      status: 'Active',
      search: 'Fatima',
      limit: 8,
      offset: 8,
    });
  });

  it('Support: interactions with their channel and the export link of the same filters, labelled as filtered', async () => {
    const SupportPage = await screenLoaders.support();
    const calls = await showList(
      {
        'GET /client_interactions': page([
          {
            id: 3,
            date: '2026-05-04',
            contact_name: 'José Núñez',
            contact_company: 'Logística SA',
            subject: 'Factura pendiente',
            channel: 'WhatsApp',
            category: 'Billing',
            status: 'Open',
            interaction_type: 'Inquiry',
            version: 1,
          },
        ]),
      },
      <SupportPage />,
      '/support?channel=WhatsApp',
      'Factura pendiente',
    );
    expect(screen.getByText('José Núñez')).toBeTruthy();
    expect(listCall(calls, '/client_interactions')).toMatchObject({ channel: 'WhatsApp', limit: 8 });
    // Filtered, the export holds only the matching rows, and its label says so.
    expect(screen.getByRole('link', { name: 'Export 1 filtered row' }).getAttribute('href')).toContain(
      'channel=WhatsApp',
    );
    expect(screen.queryByRole('link', { name: 'Export All' })).toBeNull();
  });

  it('Rates: the lane filters from the address, the page size from the preference', async () => {
    const RateCardsPage = await screenLoaders.rates();
    const calls = await showList(
      {
        'GET /settings/effective': { data: [{ key: 'items_per_page', value: '10' }] },
        'GET /rate_cards': page([
          {
            id: 1,
            carrier: 'Kuwait Airways Cargo',
            transport_mode: 'Air',
            origin_code: 'KWI',
            origin_city: 'Kuwait',
            destination_code: 'NRT',
            destination_city: 'Tokyo',
            valid_from: '2026-01-01',
            valid_to: '2026-12-31',
            currency: 'KWD',
            minimum_charge: 12.5,
            breaks: [],
            per_cbm_rate: null,
            container_rates: [],
            fixed_charge: null,
            surcharges: [],
          },
        ]),
      },
      <RateCardsPage />,
      '/rates?origin=KWI',
      'Kuwait Airways Cargo',
    );
    expect(listCall(calls, '/rate_cards')).toMatchObject({ origin_code: 'KWI' });
  });

  it('Audit: the rows with the test id the specs read', async () => {
    // The Audit list is a tab inside Settings, not a route of its own.
    const calls = await showList(
      {
        'GET /audit_log': page([
          {
            id: 1,
            created_at: '2026-05-04T08:00:00Z',
            user_id: 2,
            user_name: 'Yuki Tanaka',
            action: 'user.login',
            entity_type: null,
            entity_id: null,
            ip: '10.0.0.1',
            details: {},
          },
        ]),
      },
      <AuditTab />,
      '/settings?tab=audit&action=user.login',
      'Yuki Tanaka',
    );
    expect(screen.getAllByTestId('audit-row')).toHaveLength(1);
    expect(listCall(calls, '/audit_log')).toMatchObject({ action: 'user.login' });
  });

  it('Quotation status lists: sorted as the address says, with the Showing range', async () => {
    const QuotationStatusListPage = await screenLoaders.quotationStatusList();
    const calls = await showList(
      {
        'GET /quotations': page([
          {
            id: 4,
            quotation_number: 'SQ00042',
            revision: 1,
            client_name: 'Société Générale de Fret',
            start_date: '2026-05-01',
            valid_until_date: '2026-05-31',
            total_cost: 1250,
            status: 'Pending',
            expired: false,
            version: 1,
          },
        ]),
      },
      <QuotationStatusListPage status="Pending" />,
      '/pending-quotations?sort=client_name&dir=asc',
      'Société Générale de Fret',
    );
    expect(screen.getByText('Showing 1–1 of 1')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Client Name' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(listCall(calls, '/quotations')).toMatchObject({ status: 'Pending', order_by: 'client_name ASC' });
  });
});
