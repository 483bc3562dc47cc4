// @vitest-environment happy-dom
import type { PublicShipment } from '@freight/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import de from '../../shared/i18n/catalogs/de.json';
import en from '../../shared/i18n/catalogs/en.json';
import fr from '../../shared/i18n/catalogs/fr.json';
import { i18n } from '../../shared/i18n/i18n';
import { TrackingSummary } from './TrackingSummary';
import '../../test/englishMessages';

const shipment: PublicShipment = {
  shipment_number: 'SH-2026-00042',
  status: 'InTransit',
  transport_mode: 'Sea FCL',
  booking_reference: 'BKG-4471',
  carrier_reference: 'MAEU123456789',
  house_reference: '',
  origin: { code: 'CNSGH', name: 'CNSGH — Shanghai, China', place: 'Shanghai', country: 'CN' },
  destination: { code: 'KWKWI', name: 'KWKWI — Kuwait, Kuwait', place: 'Kuwait', country: 'KW' },
  owner_name: 'زينب الحارثي',
  language: 'de',
  legs: [
    {
      sequence: 1,
      kind: 'main',
      transport_mode: 'Sea FCL',
      carrier: 'Maersk',
      vessel_or_flight: 'Maersk Essen',
      voyage: '245W',
      from: { code: 'CNSGH', name: 'CNSGH — Shanghai, China', place: 'Shanghai', country: 'CN' },
      to: { code: 'ZZXXX', name: 'ZZXXX (not a known location)', place: '', country: '' },
      etd: '2026-11-20T08:00:00.000Z',
      eta: '2026-12-20T08:00:00.000Z',
      atd: '2026-11-20T09:00:00.000Z',
      ata: null,
    },
  ],
  milestones: [
    {
      key: 'departed',
      label: 'Vessel departed',
      planned_at: '2026-11-20T08:00:00.000Z',
      actual_at: '2026-11-20T09:00:00.000Z',
      status: 'done',
    },
    {
      key: 'gate_in',
      label: 'Gate in at origin terminal',
      planned_at: '2026-11-10T08:00:00.000Z',
      actual_at: null,
      status: 'late',
    },
    { key: 'arrived', label: 'Vessel arrived', planned_at: null, actual_at: null, status: 'pending' },
  ],
};

describe('TrackingSummary', () => {
  it('shows the number as the one h1, the status, route with names, references and the owner', () => {
    renderWithProviders(<TrackingSummary shipment={shipment} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Shipment SH-2026-00042',
    ]);
    expect(screen.getByText('In transit')).toBeTruthy();
    expect(screen.getByTestId('tracking-route').textContent).toBe(
      'CNSGH — Shanghai, China → KWKWI — Kuwait, Kuwait',
    );
    expect(screen.getByText('Booking: BKG-4471')).toBeTruthy();
    expect(screen.queryByText(/House reference/)).toBeNull();
    expect(screen.getByText(/Your contact: زينب الحارثي/)).toBeTruthy();
    expect(screen.getByText(/Maersk · Maersk Essen · 245W/)).toBeTruthy();
  });

  it('marks each milestone done, late or pending, with its times', () => {
    renderWithProviders(<TrackingSummary shipment={shipment} />);
    const departed = screen.getByTestId('tracking-milestone-departed');
    expect(within(departed).getByText('Done')).toBeTruthy();
    expect(departed.textContent).toContain('2026');
    expect(within(screen.getByTestId('tracking-milestone-gate_in')).getByText('Late')).toBeTruthy();
    const arrived = screen.getByTestId('tracking-milestone-arrived');
    expect(within(arrived).getByText('Pending')).toBeTruthy();
    expect(arrived.textContent).toContain('Planned: —');
  });

  describe('in German', () => {
    afterEach(() => {
      i18n.load('en', en);
      i18n.activate('en');
    });

    it('words the status, the transport mode, the references and the milestones', () => {
      i18n.load('de', de);
      i18n.activate('de');
      renderWithProviders(<TrackingSummary shipment={shipment} />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sendung SH-2026-00042');
      expect(screen.getByText('Unterwegs')).toBeTruthy();
      expect(screen.getByText('Buchung: BKG-4471')).toBeTruthy();
      expect(screen.getByText(/Ihr Ansprechpartner: زينب الحارثي/)).toBeTruthy();
      expect(within(screen.getByTestId('tracking-milestone-departed')).getByText('Erledigt')).toBeTruthy();
    });

    it("names the route's countries and a code the lists do not hold in French", () => {
      i18n.load('fr', fr);
      i18n.activate('fr');
      renderWithProviders(<TrackingSummary shipment={shipment} />);
      expect(screen.getByTestId('tracking-route').textContent).toBe(
        'CNSGH — Shanghai, Chine → KWKWI — Kuwait, Koweït',
      );
      expect(screen.getByText('CNSGH — Shanghai, Chine → ZZXXX (lieu inconnu)')).toBeTruthy();
    });
  });
});
