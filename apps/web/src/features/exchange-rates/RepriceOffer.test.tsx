// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import de from '../../shared/i18n/catalogs/de.json';
import en from '../../shared/i18n/catalogs/en.json';
import { i18n } from '../../shared/i18n/i18n';
import { preferDisplay } from '../../test/dateFormatPreference';
import { RepriceOffer } from './RepriceOffer';
import '../../test/englishMessages';

/** The rates a quotation was priced with, of `date`. */
const pricedOn = (date: string) => ({ base: 'EUR', rates: { KWD: 0.3312 }, date, source: 'ECB' });

afterEach(() => {
  i18n.load('en', en);
  i18n.activate('en');
});

describe('RepriceOffer', () => {
  it("says how much older the quotation's rates are, in the user's date format", () => {
    preferDisplay({ date_format: 'DD/MM/YYYY' });
    renderWithProviders(
      <RepriceOffer
        recorded={pricedOn('2026-11-20')}
        newestRateDate="2026-11-27"
        missingPairs={['EUR→KWD']}
      />,
    );
    expect(
      screen.getByText('Priced with the rates of 20/11/2026, 7 days older than the newest (27/11/2026).'),
    ).toBeTruthy();
    expect(screen.getByText('No exchange rate EUR→KWD on this quotation.')).toBeTruthy();
  });

  it('says one day, and rates without a date', () => {
    const { unmount } = renderWithProviders(
      <RepriceOffer recorded={pricedOn('2026-11-26')} newestRateDate="2026-11-27" missingPairs={[]} />,
    );
    expect(screen.getByText(/, 1 day older than the newest/)).toBeTruthy();
    unmount();
    renderWithProviders(<RepriceOffer recorded={null} newestRateDate="2026-11-27" missingPairs={[]} />);
    expect(screen.getByText(/^Priced without dated exchange rates; the newest are of /)).toBeTruthy();
  });

  it('speaks German to a German reader, plural and all', () => {
    i18n.load('de', de);
    i18n.activate('de');
    renderWithProviders(
      <RepriceOffer
        recorded={pricedOn('2026-11-20')}
        newestRateDate="2026-11-27"
        missingPairs={[]}
        onReprice={() => {}}
      />,
    );
    expect(screen.getByText(/, 7 Tage älter als die neuesten/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mit heutigen Kursen neu kalkulieren' })).toBeTruthy();
  });
});
