// @vitest-environment happy-dom
import type { ShipmentDetail } from '@freight/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import de from '../../shared/i18n/catalogs/de.json';
import { speak } from '../../test/speak';
import { ShipmentChargesCard } from './ShipmentChargesCard';
import '../../test/screenTestSetup';

const charge = (id: number, location: string, description: string) => ({
  id,
  shipment_id: 9,
  cost_line_id: id,
  description,
  client_description: description,
  location,
  category_id: null,
  supplier: 'Naviera Valenciana',
  quantity: 1,
  sell_amount: 480,
  buy_total: null,
  buy_currency: null,
  buy_cost: null,
  is_sub_item: false,
  sort_order: id,
});

const shipment = {
  currency: 'EUR',
  charges: [charge(1, 'Origin', 'Despacho de exportación'), charge(2, 'Main', 'Flete marítimo')],
} as unknown as ShipmentDetail;

describe("a shipment's charges", () => {
  it("say where each arises in the reader's language, and keep the charge's own words as written", () => {
    speak('de', de);
    renderWithProviders(<ShipmentChargesCard shipment={shipment} />);
    expect(screen.getByText('Abgang')).toBeTruthy();
    expect(screen.queryByText('Origin')).toBeNull();
    // A place the web has no word for is shown as stored, as data.
    expect(screen.getByText('Main').closest('[data-i18n-ignore]')).not.toBeNull();
    expect(screen.getByText('Despacho de exportación').closest('[data-i18n-ignore]')).not.toBeNull();
    expect(screen.getAllByText('Naviera Valenciana')[0]!.closest('[data-i18n-ignore]')).not.toBeNull();
    expect(screen.getByText('Abgang').closest('[data-i18n-ignore]')).toBeNull();
  });

  it('read Origin in English as before', () => {
    renderWithProviders(<ShipmentChargesCard shipment={shipment} />);
    expect(screen.getByText('Origin')).toBeTruthy();
  });
});
