// @vitest-environment happy-dom
import type { CargoLine } from '@freight/domain';
import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import de from '../../../shared/i18n/catalogs/de.json';
import { renderScreen } from '../../../test/renderScreen';
import { speak } from '../../../test/speak';
import { CargoLineRow } from './CargoLineRow';
import '../../../test/screenTestSetup';

/** A pallet of Spanish tiles tagged with two suggested specifications and one typed in by hand. */
const tiles = {
  id: 7,
  quotation_id: 3,
  name: 'Azulejos de Castellón',
  input_mode: 'dimensions',
  length: 120,
  width: 80,
  height: 100,
  dimension_unit: 'cm',
  weight_value: 250,
  weight_unit: 'kg',
  quantity: 4,
  individual_cbm: 0.96,
  total_cbm: 3.84,
  individual_weight: 250,
  total_weight: 1000,
  declared_value_amount: 150000,
  declared_value_currency: 'EUR',
  condition: 'New',
  product_specifications: ['Fragile', 'High Value', 'Cerámica esmaltada'],
  insurance_required: false,
  version: 1,
} as unknown as CargoLine;

function row() {
  renderScreen(
    <Table>
      <Table.Tbody>
        <CargoLineRow item={tiles} withActions={false} />
      </Table.Tbody>
    </Table>,
  );
  return within(screen.getByTestId('shipment-item-row'));
}

describe("a cargo line's specification badges", () => {
  it('name the suggested tags in German and keep a typed-in tag as written', () => {
    speak('de', de);
    const line = row();
    expect(line.getByText('Zerbrechlich')).toBeTruthy();
    expect(line.getByText('Hochwertig')).toBeTruthy();
    expect(line.getByText('Cerámica esmaltada')).toBeTruthy();
  });

  it('read in English as before', () => {
    const line = row();
    expect(line.getByText('Fragile')).toBeTruthy();
    expect(line.getByText('High Value')).toBeTruthy();
  });
});
