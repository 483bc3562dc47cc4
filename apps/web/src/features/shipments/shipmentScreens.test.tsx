// @vitest-environment happy-dom
import type { ShipmentDetail } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenLoaders } from '../../app/screenLoaders';
import { callApi } from '../../shared/api/apiClient';
import ja from '../../shared/i18n/catalogs/ja.json';
import { i18n } from '../../shared/i18n/i18n';
import { lastQuery, resetAfterEach, sentTo } from '../../test/apiCalls';
import { answer, page } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import '../../test/screenTestSetup';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const TIMES = { version: 3, created_at: '2026-11-20T08:00:00.000Z', updated_at: '2026-11-20T08:00:00.000Z' };

function milestone(id: number, key: string, label: string, extra: object = {}) {
  return {
    id,
    shipment_id: 9,
    key,
    label,
    sequence: id,
    planned_at: null,
    actual_at: null,
    status: 'pending' as const,
    set_by: null,
    set_by_name: null,
    planned_from_leg: null,
    planned_from_time: null,
    offset_hours: 0,
    moves_to: null,
    late_notified_at: null,
    ...TIMES,
    ...extra,
  };
}

const shipment = {
  id: 9,
  shipment_number: 'SH-2026-00042',
  quotation_id: 5,
  quotation_number: 'SQ12345',
  revision: 1,
  status: 'Booked',
  transport_mode: 'Air',
  incoterm: 'FCA',
  incoterm_place: 'Kuwait',
  currency: 'KWD',
  client_name: 'شركة الخليج للشحن',
  contact_id: 3,
  shipper_contact_id: 3,
  consignee_contact_id: null,
  notify_contact_id: null,
  origin_code: 'KWI',
  destination_code: 'NRT',
  origin_address: null,
  destination_address: null,
  booking_reference: 'BKG-1',
  carrier_reference: '',
  house_reference: 'HB-2026-00042',
  cargo_lines: [],
  containers: [],
  total_cbm: 1,
  total_weight: 100,
  chargeable_weight: 167,
  user_id: 1,
  ...TIMES,
  legs: [],
  milestones: [
    milestone(1, 'booked', 'Booked', {
      status: 'done',
      actual_at: '2026-11-20T09:00:00.000Z',
      set_by: 1,
      set_by_name: 'Noura Al-Sabah',
    }),
    milestone(2, 'departed', 'Departed', { planned_at: '2026-11-01T00:00:00.000Z', status: 'late' }),
  ],
  charges: [
    {
      id: 1,
      shipment_id: 9,
      cost_line_id: 4,
      description: 'Air freight',
      client_description: 'Air freight HKG–AMS, 1,249.5 kg chargeable',
      location: 'Main',
      category_id: null,
      supplier: '',
      quantity: 1,
      sell_amount: 1250.5,
      buy_total: null,
      buy_currency: null,
      buy_cost: null,
      is_sub_item: false,
      sort_order: 1,
    },
  ],
} satisfies ShipmentDetail;

describe('the Shipments list', () => {
  it('asks the server for the status tab, mode and search in the address, and shows the counts', async () => {
    const ShipmentsPage = await screenLoaders.shipments();
    const calls = answer(callApi, {
      'GET /shipments': page([shipment], 1),
      'GET /shipments/counts': {
        Booked: 4,
        InTransit: 2,
        Arrived: 0,
        Delivered: 0,
        Closed: 0,
        Cancelled: 1,
        total: 7,
      },
    });
    renderScreen(<ShipmentsPage />, '/shipments?status=Booked&mode=Air&q=SH-2026');
    expect(await screen.findByText('SH-2026-00042')).toBeTruthy();
    expect(lastQuery(calls, '/shipments')).toMatchObject({
      status: 'Booked',
      transport_mode: 'Air',
      search: 'SH-2026',
    });
    const tabs = screen.getByRole('tablist', { name: 'Shipment status' });
    expect(within(tabs).getByRole('tab', { name: /In transit\s*2/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /All\s*7/ })).toBeTruthy();
  });
});

describe('the shipment page', () => {
  function showShipment() {
    return screenLoaders.shipment().then((ShipmentPage) =>
      renderScreen(
        <Routes>
          <Route path="/shipments/:id" element={<ShipmentPage />} />
        </Routes>,
        '/shipments/9',
      ),
    );
  }

  it('shows the charges in the quotation’s currency, the late milestone, and a link back to the quotation', async () => {
    answer(callApi, { 'GET /shipments/:id': shipment });
    await showShipment();
    expect(await screen.findByRole('heading', { name: 'SH-2026-00042' })).toBeTruthy();
    expect(screen.getByText(/1,250\.500/)).toBeTruthy();
    expect(screen.getByText('Late')).toBeTruthy();
    expect(screen.getByText(/Noura Al-Sabah/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quotation SQ12345' }).getAttribute('href')).toBe(
      '/quotations/5',
    );
  });

  it('sets a milestone’s actual time in place, with the milestone’s version', async () => {
    answer(callApi, {
      'GET /shipments/:id': shipment,
      'PUT /shipment_milestones/:id': { ...shipment, status: 'InTransit' },
    });
    await showShipment();
    fireEvent.click(await screen.findByRole('button', { name: 'Set actual' }));
    const form = screen.getByRole('form', { name: 'Set actual time of Departed' });
    fireEvent.change(within(form).getByLabelText('Actual time'), { target: { value: '2026-11-21T10:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/shipment_milestones/:id')).toHaveLength(1));
    const [sent] = sentTo(callApi, 'PUT', '/shipment_milestones/:id');
    expect(sent).toMatchObject({ params: { id: 2 }, ifMatch: 3 });
    expect(sent!.body!.actual_at).toBe(new Date('2026-11-21T10:30').toISOString());
    expect(await screen.findByText('In transit')).toBeTruthy();
  });

  it('saves the references with the shipment’s version', async () => {
    answer(callApi, {
      'GET /shipments/:id': shipment,
      'PUT /shipments/:id': { ...shipment, carrier_reference: 'MAWB 176-12345675', version: 4 },
    });
    await showShipment();
    fireEvent.change(await screen.findByLabelText('Carrier reference (MBL/MAWB)'), {
      target: { value: 'MAWB 176-12345675' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save References' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/shipments/:id')).toHaveLength(1));
    expect(sentTo(callApi, 'PUT', '/shipments/:id')[0]).toMatchObject({
      params: { id: 9 },
      ifMatch: 3,
      body: { carrier_reference: 'MAWB 176-12345675' },
    });
  });

  it('lists the carrier events read only: code, kind, place and the milestone each set', async () => {
    const event = (id: number, extra: object) => ({
      id,
      shipment_id: 9,
      event_id: `e-${id}`,
      event_type: 'AIR',
      classifier: 'ACT',
      event_at: '2026-11-20T15:05:00.000Z',
      location: 'KWI',
      raw: {},
      created_at: '2026-11-20T15:06:00.000Z',
      ...extra,
    });
    answer(callApi, {
      'GET /shipments/:id': shipment,
      'GET /shipments/:id/events': {
        data: [
          event(1, { code: 'DEP', milestone_key: 'departed' }),
          event(2, { code: 'FOH', classifier: 'EST', milestone_key: null }),
        ],
      },
    });
    await showShipment();
    // The page holds three contact pickers besides: on a busy machine the events come after a second.
    const first = await screen.findByTestId('shipment-event-1', {}, { timeout: 5000 });
    expect(within(first).getByText('DEP')).toBeTruthy();
    expect(within(first).getByText('Actual')).toBeTruthy();
    expect(within(first).getByText('Set: Departed')).toBeTruthy();
    const second = screen.getByTestId('shipment-event-2');
    expect(within(second).getByText('Estimated')).toBeTruthy();
    expect(within(second).getByText('No matching milestone')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /event/i })).toBeNull();
  });

  it('says when the carrier has sent no events', async () => {
    answer(callApi, { 'GET /shipments/:id': shipment, 'GET /shipments/:id/events': { data: [] } });
    await showShipment();
    expect(await screen.findByText('No carrier events yet.', {}, { timeout: 5000 })).toBeTruthy();
  });

  describe('in Japanese', () => {
    afterEach(() => i18n.activate('en'));

    it('words the status, mode, legs, milestones and their states in the reader’s language', async () => {
      i18n.load('ja', ja);
      i18n.activate('ja');
      answer(callApi, { 'GET /shipments/:id': shipment, 'GET /shipments/:id/events': { data: [] } });
      await showShipment();
      expect(await screen.findByRole('heading', { name: 'SH-2026-00042' })).toBeTruthy();
      expect(screen.getByText('ブッキング済み')).toBeTruthy();
      expect(screen.getByText('輸送モード：航空')).toBeTruthy();
      expect(screen.getByText('遅延')).toBeTruthy();
      expect(screen.getByRole('link', { name: '見積 SQ12345' })).toBeTruthy();
      // A default template's milestone name is a word, read in Japanese.
      const milestones = screen.getByRole('region', { name: 'マイルストーン' });
      expect(within(milestones).getByText('出発')).toBeTruthy();
      expect(
        await screen.findByText('キャリアのイベントはまだありません。', {}, { timeout: 5000 }),
      ).toBeTruthy();
      expect(screen.getAllByText('予定：未設定').length).toBeGreaterThan(0);
      expect(screen.queryByText('Planned: not planned')).toBeNull();
    });
  });
});
