// @vitest-environment happy-dom
import type { DashboardQuotation } from '@freight/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import de from '../../shared/i18n/catalogs/de.json';
import { renderScreen } from '../../test/renderScreen';
import { speak } from '../../test/speak';
import { QuotationRowsCard } from '../dashboard/QuotationRowsCard';
import '../../test/screenTestSetup';

/** A quote's second offer and another quote's first, to a Spanish client in euros. */
const row = (id: number, revision: number) =>
  ({
    id,
    quotation_number: `SQ5001${id}`,
    revision,
    client_name: 'Transportes Gómez',
    status: 'Pending',
    total_cost: 1840,
    currency: 'EUR',
    created_date: '2026-03-02',
    valid_until_date: '2026-04-01',
  }) as DashboardQuotation;

function recentQuotes() {
  renderScreen(
    <QuotationRowsCard
      title="Recent"
      to="/quotations"
      rows={[row(6, 2), row(7, 1)]}
      empty=""
      dateLine={() => ''}
    />,
  );
}

describe("a revised quote's number", () => {
  it("words the revision in German and leaves a first offer's number bare", () => {
    speak('de', de);
    recentQuotes();
    expect(screen.getByText('SQ50016 Rev. 2 · Transportes Gómez')).toBeTruthy();
    expect(screen.getByText('SQ50017 · Transportes Gómez')).toBeTruthy();
  });

  it('reads in English as before', () => {
    recentQuotes();
    expect(screen.getByText('SQ50016 rev 2 · Transportes Gómez')).toBeTruthy();
  });
});
