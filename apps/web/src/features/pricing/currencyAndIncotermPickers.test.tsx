// @vitest-environment happy-dom
import {
  currencyName,
  DEFAULT_PRICING_SETTINGS,
  INCOTERMS,
  incotermLabel,
  incotermModeProblem,
  quotationDefaults,
} from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../shared/api/apiClient';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import de from '../../shared/i18n/catalogs/de.json';
import ja from '../../shared/i18n/catalogs/ja.json';
import { currencyNameIn } from '../../shared/i18n/currencyNames';
import { incotermName } from '../../shared/i18n/incotermMessages';
import { translate } from '../../shared/i18n/useT';
import { speak } from '../../test/speak';
import { incotermProblemMessage } from '../quotations/form/incotermProblemMessage';
import { QuotationIncotermFields } from '../quotations/form/QuotationIncotermFields';
import { quotationFormValues } from '../quotations/form/quotationFormValues';
import { CurrencySelect } from './CurrencySelect';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
vi.mocked(callApi).mockResolvedValue({
  ...DEFAULT_PRICING_SETTINGS,
  favourite_currencies: ['KWD', 'EUR', 'JPY'],
  version: 1,
  updated_at: null,
});

const values = { ...quotationFormValues(quotationDefaults('2031-03-14')), transport_mode: 'Air' as const };

describe('the currency picker', () => {
  it('names each currency in German, keeps the codes and finds one by its German name', async () => {
    speak('de', de);
    renderWithProviders(<CurrencySelect label="Währung" value={null} onChange={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Währung' }) as HTMLInputElement;
    fireEvent.click(input);
    const yen = await screen.findByRole('option', { name: /JPY/, hidden: true });
    expect(yen.textContent).toBe('JPYJapanischer Yen');
    input.focus();
    fireEvent.change(input, { target: { value: 'schweizer' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
        'CHFSchweizer Franken',
      ]),
    );
  });

  it('keeps the ISO names in English', () => {
    expect(currencyNameIn('JPY', 'en')).toBe(currencyName('JPY'));
    expect(currencyNameIn('KWD', 'ja')).toBe('クウェート ディナール');
  });
});

describe('the Incoterm picker', () => {
  it('offers the ICC names in Japanese beside the codes, and words a sea-only term for Air', async () => {
    speak('ja', ja);
    renderWithProviders(
      <QuotationIncotermFields values={{ ...values, incoterm: 'FOB' }} errors={{}} onChange={() => {}} />,
    );
    expect(screen.getByText('FOB は海上輸送専用です。航空では FCA を選んでください')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: translate('quotations.fieldIncoterm') }));
    const listbox = await screen.findByRole('listbox', { hidden: true });
    expect(within(listbox).getByRole('option', { name: 'FCA 運送人渡し', hidden: true })).toBeTruthy();
    expect(within(listbox).getByRole('option', { name: 'DDP 関税込持込渡し', hidden: true })).toBeTruthy();
  });

  it('reads in English exactly as the domain writes it', () => {
    for (const term of INCOTERMS) expect(incotermName(term, translate)).toBe(incotermLabel(term));
    const problem = incotermModeProblem('CIF', 'Road');
    expect(incotermProblemMessage(problem, translate)).toBe(problem);
    speak('de', de);
    expect(incotermName('FCA', translate)).toBe('FCA Frei Frachtführer');
  });
});
