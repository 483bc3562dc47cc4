// @vitest-environment happy-dom
import type { RateCard } from '@freight/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { preferDisplay } from '../../test/dateFormatPreference';
import { rateCardColumns } from './rateCardColumns';
import '../../test/englishMessages';

const card = {
  id: 1,
  carrier: 'Kuwait Airways Cargo',
  transport_mode: 'Air',
  origin_code: 'KWI',
  origin_city: 'Kuwait',
  destination_code: 'NRT',
  destination_city: 'Tokyo',
  valid_from: '2026-02-01',
  valid_to: '2026-12-31',
  currency: 'KWD',
  minimum_charge: 12.5,
  breaks: [],
  per_cbm_rate: null,
  container_rates: [],
  fixed_charge: null,
  surcharges: [],
} as unknown as RateCard;

function ValidityCell() {
  const column = rateCardColumns(useDateFormat()).find((c) => c.header === 'Valid');
  return <>{column?.cell(card)}</>;
}

describe('the Rates table', () => {
  it("writes a card's validity in the user's DD/MM/YYYY format", () => {
    preferDisplay({ date_format: 'DD/MM/YYYY' });
    renderWithProviders(<ValidityCell />);
    expect(screen.getByText('01/02/2026 – 31/12/2026')).toBeTruthy();
  });

  it('and in YYYY-MM-DD when that is chosen', () => {
    preferDisplay({ date_format: 'YYYY-MM-DD' });
    renderWithProviders(<ValidityCell />);
    expect(screen.getByText('2026-02-01 – 2026-12-31')).toBeTruthy();
  });
});
