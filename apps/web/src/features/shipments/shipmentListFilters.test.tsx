// @vitest-environment happy-dom
import type { Dashboard } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { screenLoaders } from '../../app/screenLoaders';
import { callApi } from '../../shared/api/apiClient';
import { lastQuery, resetAfterEach } from '../../test/apiCalls';
import { answer, page } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import '../../test/screenTestSetup';
import { DashboardPanels } from '../dashboard/DashboardPanels';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const COUNTS = { Booked: 1, InTransit: 1, Arrived: 0, Delivered: 0, Closed: 0, Cancelled: 0, total: 2 };

const rows = [
  {
    id: 11,
    shipment_number: 'SH-2026-00011',
    quotation_number: 'SQ00011',
    status: 'InTransit' as const,
    transport_mode: 'Sea FCL' as const,
    client_name: 'Compañía Naviera Española',
    origin_code: 'ESVLC',
    destination_code: 'JPTYO',
    booking_reference: 'BKG-ÑU-7',
    eta: '2026-12-02T15:00:00.000Z',
    late_milestones: 3,
    created_at: '2026-11-20T08:00:00.000Z',
  },
  {
    id: 12,
    shipment_number: 'SH-2026-00012',
    quotation_number: 'SQ00012',
    status: 'Booked' as const,
    transport_mode: 'Air' as const,
    client_name: 'مؤسسة الكويت للتجارة',
    origin_code: 'KWI',
    destination_code: 'NRT',
    booking_reference: '',
    eta: null,
    late_milestones: 0,
    created_at: '2026-11-21T08:00:00.000Z',
  },
];

function showList(path: string) {
  const calls = answer(callApi, { 'GET /shipments': page(rows), 'GET /shipments/counts': COUNTS });
  return screenLoaders.shipments().then((ShipmentsPage) => ({
    calls,
    view: renderScreen(<ShipmentsPage />, path),
  }));
}

describe('the Shipments list filters', () => {
  it('sends late, the ETA window and the client from the address to the list and to the tab counts', async () => {
    const { calls } = await showList(
      '/shipments?status=InTransit&late=true&eta_from=2026-12-01&eta_to=2026-12-07&contact=4&q=naviera',
    );
    expect(await screen.findByText('SH-2026-00011')).toBeTruthy();
    expect(lastQuery(calls, '/shipments')).toMatchObject({
      status: 'InTransit',
      late: 'true',
      eta_from: '2026-12-01',
      eta_to: '2026-12-07',
      contact_id: '4',
      search: 'naviera',
    });
    // The tabs count under every filter but the status, so each tab's count is what it would list.
    const counts = lastQuery(calls, '/shipments/counts');
    expect(counts).toMatchObject({
      late: 'true',
      eta_from: '2026-12-01',
      eta_to: '2026-12-07',
      contact_id: '4',
    });
    expect(counts).not.toHaveProperty('status');
  });

  it('leaves out an unreadable ETA day or contact from a hand-edited address', async () => {
    const { calls } = await showList('/shipments?eta_from=01/12/2026&contact=abc&late=maybe');
    await screen.findByText('SH-2026-00011');
    const query = lastQuery(calls, '/shipments');
    expect(query).not.toHaveProperty('eta_from');
    expect(query).not.toHaveProperty('contact_id');
    expect(query).not.toHaveProperty('late');
  });

  it('shows the ETA and a Late badge with the number of late milestones', async () => {
    await showList('/shipments');
    const table = await screen.findByRole('table');
    const late = within(table).getByLabelText('3 late milestones');
    expect(late.textContent).toBe('Late 3');
    expect(within(table).queryByLabelText(/0 late/)).toBeNull();
    expect(within(table).getByText(/12\/02\/2026/)).toBeTruthy();
  });

  it('the panel’s Milestones choice writes late=true to the address and asks the server for it', async () => {
    const { calls, view } = await showList('/shipments');
    await screen.findByText('SH-2026-00011');
    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Milestones' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Late milestones', hidden: true }));
    await waitFor(() => expect(view.address()).toContain('late=true'));
    await waitFor(() => expect(lastQuery(calls, '/shipments')).toMatchObject({ late: 'true' }));
    expect(lastQuery(calls, '/shipments/counts')).toMatchObject({ late: 'true' });
  });

  it('shows the ETA window from the address in the user’s date format', async () => {
    await showList('/shipments?eta_from=2026-12-01&eta_to=2026-12-07');
    await screen.findByText('SH-2026-00011');
    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    expect(((await screen.findByRole('textbox', { name: 'ETA from' })) as HTMLInputElement).value).toBe(
      '12/01/2026',
    );
    expect((screen.getByRole('textbox', { name: 'ETA to' }) as HTMLInputElement).value).toBe('12/07/2026');
  });
});

const SHIPMENT_CARDS: NonNullable<Dashboard['shipments']> = {
  arriving_this_week: {
    week_start: '2026-11-23T00:00:00.000Z',
    week_end: '2026-11-30T00:00:00.000Z',
    total: 1,
    rows: [
      {
        id: 11,
        shipment_number: 'SH-2026-00011',
        client_name: 'Compañía Naviera Española',
        destination_code: 'JPTYO',
        eta: '2026-11-28T15:00:00.000Z',
      },
    ],
  },
  late_milestones: {
    total: 4,
    shipments: 2,
    rows: [
      {
        milestone_id: 70,
        shipment_id: 12,
        shipment_number: 'SH-2026-00012',
        label: 'Departed',
        planned_at: '2026-11-24T12:00:00.000Z',
      },
    ],
  },
};

describe('the dashboard’s shipment cards', () => {
  it('list the shipments arriving this week and the most overdue milestones, each opening its shipment', () => {
    answer(callApi, {});
    renderScreen(
      <DashboardPanels data={{ generated_at: '2026-11-27T12:00:00.000Z', shipments: SHIPMENT_CARDS }} />,
    );
    const arriving = screen.getByRole('region', { name: 'Arriving this week' });
    const row = within(arriving).getByRole('link', { name: /SH-2026-00011 · Compañía Naviera Española/ });
    expect(row.getAttribute('href')).toBe('/shipments/11');
    expect(row.textContent).toContain('To JPTYO');
    expect(
      within(arriving).getByRole('link', { name: 'View all: Arriving this week' }).getAttribute('href'),
    ).toBe('/shipments?eta_from=2026-11-23&eta_to=2026-11-29');
    const late = screen.getByRole('region', { name: 'Late milestones' });
    expect(within(late).getByText('4 late milestones on 2 shipments')).toBeTruthy();
    const lateRow = within(late).getByRole('link', { name: /SH-2026-00012 · Departed/ });
    expect(lateRow.getAttribute('href')).toBe('/shipments/12');
    expect(lateRow.textContent).toContain('3 days late');
    expect(within(late).getByRole('link', { name: 'View all: Late milestones' }).getAttribute('href')).toBe(
      '/shipments?late=true',
    );
  });

  it('are absent without the shipments section, and say so when empty', () => {
    answer(callApi, {});
    const { unmount } = renderScreen(<DashboardPanels data={{ generated_at: '2026-11-27T12:00:00.000Z' }} />);
    expect(screen.queryByRole('region', { name: 'Arriving this week' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Late milestones' })).toBeNull();
    unmount();
    renderScreen(
      <DashboardPanels
        data={{
          generated_at: '2026-11-27T12:00:00.000Z',
          shipments: {
            arriving_this_week: { ...SHIPMENT_CARDS.arriving_this_week, total: 0, rows: [] },
            late_milestones: { total: 0, shipments: 0, rows: [] },
          },
        }}
      />,
    );
    expect(screen.getByText('No shipments due this week')).toBeTruthy();
    expect(screen.getByText('No late milestones')).toBeTruthy();
  });
});
