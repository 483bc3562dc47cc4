// @vitest-environment happy-dom
import {
  type CargoLine,
  CHARGE_PARTS,
  type ChargePartSummary,
  type Container,
  chargeableWeight,
  chargePartWarning,
  checkNoteContent,
  DEFAULT_PRICING_SETTINGS,
  INCOTERMS,
  type Incoterm,
  modeFactorsOf,
  NOTE_MESSAGES,
  TRANSPORT_MODES,
} from '@freight/domain';
import { Table } from '@mantine/core';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import de from '../../shared/i18n/catalogs/de.json';
import en from '../../shared/i18n/catalogs/en.json';
import ja from '../../shared/i18n/catalogs/ja.json';
import { translate } from '../../shared/i18n/useT';
import { CargoLinesPanel } from '../cargo-lines/table/CargoLinesPanel';
import { noteMessage } from '../cost-line-notes/noteMessages';
import { chargeableFormula } from './breakdown/chargeableFormula';
import { ChargePartHeadingRow } from './table/ChargePartHeadingRow';
import '../../test/screenTestSetup';
import { speak } from '../../test/speak';

/** A used, insured pallet of Spanish tiles in yen: a line whose every word on the table is a message. */
const tiles = {
  id: 7,
  quotation_id: 3,
  name: 'Azulejos de Castellón',
  input_mode: 'dimensions',
  length: 120,
  width: 80,
  height: 100,
  dimension_unit: 'cm',
  volume_value: null,
  volume_unit: 'cbm',
  weight_value: 250,
  weight_unit: 'kg',
  quantity: 4,
  individual_cbm: 0.96,
  total_cbm: 3.84,
  individual_weight: 250,
  total_weight: 1000,
  declared_value_amount: 150000,
  declared_value_currency: 'JPY',
  condition: 'Used',
  product_specifications: ['Fragile'],
  hs_code: '6907.21',
  hs_description: '',
  insurance_required: true,
  insurance_value: null,
  insurance_currency: 'JPY',
  version: 1,
} as unknown as CargoLine;

function shipmentItems(items: CargoLine[]) {
  renderWithProviders(
    <CargoLinesPanel
      quotationId={3}
      items={items}
      loading={false}
      error={null}
      onRetry={() => {}}
      fullscreen={false}
      onToggleFullscreen={() => {}}
    />,
  );
}

describe('the Shipment Items panel', () => {
  it('reads in German: headings, condition, insurance and the pieces each', () => {
    speak('de', de);
    shipmentItems([tiles]);
    expect(screen.getByRole('heading', { name: 'Sendungspositionen' })).toBeTruthy();
    expect(screen.getByText('1 Position · 4 Packstücke')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Position', 'Maße oder Volumen', 'Menge', 'CBM', 'Gewicht (kg)', 'Warenwert']);
    const row = within(screen.getByTestId('shipment-item-row'));
    expect(row.getByText('Gebraucht')).toBeTruthy();
    expect(row.getByText('Versichert')).toBeTruthy();
    expect(within(screen.getByTestId('item-weight')).getByText(/^250(\.00)? je Stück$/)).toBeTruthy();
    expect(within(screen.getByTestId('item-value')).getByText('je Stück')).toBeTruthy();
  });

  it('counts lines and pieces in Japanese, and says so when there are none', () => {
    speak('ja', ja);
    shipmentItems([tiles, { ...tiles, id: 8, quantity: 1 }]);
    expect(screen.getByText('2 行 · 5 個')).toBeTruthy();
    expect(screen.getAllByText('中古')).toHaveLength(2);
  });

  it('names a suggested specification tag in German and keeps a typed-in one as written', () => {
    speak('de', de);
    shipmentItems([{ ...tiles, product_specifications: ['Fragile', 'High Value', 'Cerámica esmaltada'] }]);
    const row = within(screen.getByTestId('shipment-item-row'));
    expect(row.getByText('Zerbrechlich')).toBeTruthy();
    expect(row.getByText('Hochwertig')).toBeTruthy();
    expect(row.getByText('Cerámica esmaltada')).toBeTruthy();
    act(() => speak('en', en));
    expect(row.getByText('Fragile')).toBeTruthy();
    expect(row.getByText('High Value')).toBeTruthy();
  });
});

describe("a breakdown part's Incoterm warning", () => {
  const headingOf = (part: ChargePartSummary['part'], warning: string, term: Incoterm = 'FOB') => (
    <Table>
      <Table.Tbody>
        <ChargePartHeadingRow
          summary={{ part, label: '', lineCount: 1, firstItemId: 1, subtotal: 0, warning }}
          continued={false}
          currency="EUR"
          incoterm={term}
          leadingColumns={7}
        />
      </Table.Tbody>
    </Table>
  );

  it("is in English exactly the domain's sentence for every term and part", () => {
    for (const term of INCOTERMS)
      for (const part of CHARGE_PARTS) {
        const warning = chargePartWarning(term, part);
        if (!warning) continue;
        const { unmount } = renderWithProviders(headingOf(part, warning, term));
        expect(screen.getByTestId('charge-part-warning').textContent).toBe(warning);
        unmount();
      }
  });

  it('names the part and who pays it in German', () => {
    speak('de', de);
    renderWithProviders(headingOf('origin_charges', chargePartWarning('FOB', 'origin_charges')!));
    expect(screen.getByRole('columnheader', { name: /Abgangskosten/ })).toBeTruthy();
    expect(screen.getByTestId('charge-part-warning').textContent).toBe(
      'Bei FOB trägt der Verkäufer die Abgangskosten: dieses Angebot ist für den Käufer',
    );
  });
});

describe("a note's messages", () => {
  const said = Object.values(NOTE_MESSAGES).filter((message) => typeof message === 'string');

  it('keep in English the words the domain writes', () => {
    for (const message of said) expect(noteMessage(message)).toBe(message);
  });

  it("tell a note's refused content in German and Japanese", () => {
    const refused = checkNoteContent('email', 'not an address');
    if (refused.ok) throw new Error('an address without @ was accepted');
    speak('de', de);
    expect(noteMessage(refused.message)).toBe('Bitte eine gültige E-Mail-Adresse eingeben');
    expect(noteMessage(NOTE_MESSAGES.recordFirst)).toBe('Bitte zuerst Audio aufnehmen');
    speak('ja', ja);
    expect(noteMessage(NOTE_MESSAGES.chooseFile)).toBe('先にファイルを選択してください');
  });
});

describe('the chargeable weight formula', () => {
  const factors = modeFactorsOf({ ...DEFAULT_PRICING_SETTINGS, lcl_minimum_tons: 1 });
  const cases = TRANSPORT_MODES.flatMap((mode) =>
    [
      { actualKg: 1000, cbm: 3.84 },
      { actualKg: 1200, cbm: 0.5 },
      { actualKg: 500, cbm: 3 },
      { actualKg: 120, cbm: 0 },
    ].map((cargo) => ({ mode, ...cargo, containers: [{ type: '40HC', count: 2 }] as Container[] })),
  );
  const formula = (input: (typeof cases)[number]) =>
    chargeableFormula(translate, chargeableWeight({ ...input, factors }), {
      cbm: input.cbm,
      containers: input.containers,
      minimumTons: 1,
    });

  it("is in English the domain's own formula, for every mode and cargo", () => {
    for (const input of cases) expect(formula(input)).toBe(chargeableWeight({ ...input, factors }).formula);
  });

  it('reads in German', () => {
    speak('de', de);
    expect(formula(cases[0]!)).toBe(
      '3.84 CBM x 167 = 641.28 kg < 1,000 kg tatsächlich: berechnet auf 1,000 kg',
    );
  });
});
