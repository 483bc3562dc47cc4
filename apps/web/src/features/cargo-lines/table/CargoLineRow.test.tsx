// @vitest-environment happy-dom
import type { CargoLine } from '@freight/domain';
import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import ja from '../../../shared/i18n/catalogs/ja.json';
import { speak } from '../../../test/speak';
import { CargoLineRow } from './CargoLineRow';
import '../../../test/screenTestSetup';

/** A crate measured in inches, and one in centimetres. */
const crate = {
  id: 1,
  quotation_id: 3,
  name: 'Cajas de cerámica esmaltada',
  input_mode: 'dimensions',
  length: 48,
  width: 40,
  height: 36,
  dimension_unit: 'inches',
  volume_value: null,
  volume_unit: 'cbm',
  quantity: 12,
  individual_cbm: 1.1327,
  total_cbm: 13.5924,
  individual_weight: 80,
  total_weight: 960,
  declared_value_amount: null,
  declared_value_currency: 'EUR',
  condition: 'New',
  product_specifications: [],
  insurance_required: false,
} as unknown as CargoLine;

function row(item: CargoLine) {
  renderWithProviders(
    <Table>
      <Table.Tbody>
        <CargoLineRow item={item} withActions={false} />
      </Table.Tbody>
    </Table>,
  );
}

describe("a cargo line's size", () => {
  it('reads as before in English', () => {
    row(crate);
    expect(screen.getByText('48 × 40 × 36 inches')).toBeTruthy();
  });

  it("words inches in the reader's language; a unit symbol and the line's name are data", () => {
    speak('ja', ja);
    row(crate);
    expect(screen.getByText('48 × 40 × 36 インチ')).toBeTruthy();
    expect(screen.getByText('Cajas de cerámica esmaltada').closest('[data-i18n-ignore]')).not.toBeNull();
  });

  it('keeps centimetres as the symbol, marked as data', () => {
    speak('ja', ja);
    row({ ...crate, dimension_unit: 'cm' } as CargoLine);
    expect(screen.getByText('48 × 40 × 36 cm').closest('[data-i18n-ignore]')).not.toBeNull();
  });
});
