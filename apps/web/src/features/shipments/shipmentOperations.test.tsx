// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { screenLoaders } from '../../app/screenLoaders';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { resetAfterEach, sentTo } from '../../test/apiCalls';
import { answer } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import '../../test/screenTestSetup';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const TIMES = { version: 5, created_at: '2026-11-20T08:00:00.000Z', updated_at: '2026-11-20T08:00:00.000Z' };

const leg = {
  id: 31,
  shipment_id: 12,
  sequence: 1,
  kind: 'main' as const,
  transport_mode: 'Sea FCL' as const,
  carrier: 'Maersk',
  vessel_or_flight: 'Al Murabba',
  voyage: '412W',
  from_code: 'ESVLC',
  to_code: 'KWSWK',
  etd: '2026-12-01T10:00:00.000Z',
  eta: '2026-12-20T06:00:00.000Z',
  atd: null,
  ata: null,
  ...TIMES,
  version: 2,
};

/** A sea shipment from Valencia to Shuwaikh, KWD, for a Spanish client: nothing recorded yet. */
const shipment = {
  id: 12,
  shipment_number: 'SH-2026-00077',
  quotation_id: 8,
  quotation_number: 'SQ20077',
  revision: 1,
  status: 'Booked' as const,
  transport_mode: 'Sea FCL' as const,
  incoterm: null,
  incoterm_place: '',
  currency: 'KWD',
  client_name: 'Muñoz y Hijos S.L.',
  contact_id: null,
  shipper_contact_id: null,
  consignee_contact_id: null,
  notify_contact_id: null,
  origin_code: 'ESVLC',
  destination_code: 'KWSWK',
  origin_address: null,
  destination_address: null,
  booking_reference: '',
  carrier_reference: '',
  house_reference: 'HB-2026-00077',
  cargo_lines: [],
  containers: [],
  total_cbm: 0,
  total_weight: 0,
  chargeable_weight: 0,
  user_id: 1,
  ...TIMES,
  legs: [leg],
  milestones: [],
  charges: [],
};

async function showShipment() {
  const ShipmentPage = await screenLoaders.shipment();
  renderScreen(
    <Routes>
      <Route path="/shipments/:id" element={<ShipmentPage />} />
      <Route path="/shipments" element={<p>Shipments list</p>} />
    </Routes>,
    '/shipments/12',
  );
  await screen.findByRole('heading', { name: 'SH-2026-00077' });
}

describe('the legs editor', () => {
  it("edits a leg's ETA with the leg's version, as UTC", async () => {
    answer(callApi, { 'GET /shipments/:id': shipment, 'PUT /shipment_legs/:id': leg });
    await showShipment();
    fireEvent.click(screen.getByRole('button', { name: 'Edit leg 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit leg 1' });
    fireEvent.change(within(dialog).getByLabelText('ETA'), { target: { value: '2026-12-22T08:15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Leg' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/shipment_legs/:id')).toHaveLength(1));
    const [sent] = sentTo(callApi, 'PUT', '/shipment_legs/:id');
    expect(sent).toMatchObject({
      params: { id: 31 },
      ifMatch: 2,
      body: { carrier: 'Maersk', voyage: '412W' },
    });
    expect(sent!.body!.eta).toBe(new Date('2026-12-22T08:15').toISOString());
  });

  it('adds a leg after the last one, and shows the server’s message naming a bad field', async () => {
    answer(callApi, {
      'GET /shipments/:id': shipment,
      'POST /shipments/:id/legs': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid', {
          voyage: 'Voyage can be at most 50 characters',
        });
      },
    });
    await showShipment();
    fireEvent.click(screen.getByRole('button', { name: 'Add Leg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add leg' });
    expect((within(dialog).getByLabelText('Sequence') as HTMLInputElement).value).toBe('2');
    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: 'Transportes Ibáñez' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Leg' }));
    await waitFor(() => expect(sentTo(callApi, 'POST', '/shipments/:id/legs')).toHaveLength(1));
    expect(sentTo(callApi, 'POST', '/shipments/:id/legs')[0]).toMatchObject({
      params: { id: 12 },
      body: { sequence: 2, kind: 'main', transport_mode: 'Sea FCL', carrier: 'Transportes Ibáñez', etd: '' },
    });
    expect(await within(dialog).findByText('Voyage can be at most 50 characters')).toBeTruthy();
  });

  it('keeps the last leg: its remove button is disabled', async () => {
    answer(callApi, { 'GET /shipments/:id': shipment });
    await showShipment();
    expect((screen.getByRole('button', { name: 'Remove leg 1' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('cancelling and deleting a shipment', () => {
  it('cancels with the shipment’s version', async () => {
    answer(callApi, {
      'GET /shipments/:id': shipment,
      'PUT /shipments/:id': { ...shipment, status: 'Cancelled', version: 6 },
    });
    await showShipment();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Shipment' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/shipments/:id')).toHaveLength(1));
    expect(sentTo(callApi, 'PUT', '/shipments/:id')[0]).toMatchObject({
      ifMatch: 5,
      body: { status: 'Cancelled' },
    });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });

  it("deletes after the question, with the version, and shows the server's refusal", async () => {
    const refusal =
      'Shipment SH-2026-00077 has recorded milestones or tracking events. Cancel it first, then delete it.';
    let refuse = true;
    answer(callApi, {
      'GET /shipments/:id': shipment,
      'DELETE /shipments/:id': () => {
        if (refuse) throw new ApiError(409, 'CONFLICT', refusal);
        return null;
      },
    });
    await showShipment();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete shipment' });
    expect(within(dialog).getByText(/Delete shipment SH-2026-00077\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(sentTo(callApi, 'DELETE', '/shipments/:id')[0]).toMatchObject({ params: { id: 12 }, ifMatch: 5 });
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shipments list')).toBeTruthy();
  });
});
