import { describe, expect, it } from 'vitest';
import { DEFAULT_INVOICE_SETTINGS } from './invoice-settings';
import { ublTaxCategoryOf, ublTaxSubtotals } from './ubl-tax';

const rates = DEFAULT_INVOICE_SETTINGS.tax_rates;
const line = (
  tax_rate_name: string,
  tax_rate: number,
  amount: number,
  tax_amount: number,
  tax_note = '',
) => ({
  tax_rate_name,
  tax_rate,
  amount,
  tax_amount,
  tax_note,
});

describe('the VAT category of an e-invoice line', () => {
  it('reads reverse charge from the rate in the settings, and from a legal note once the rate is gone', () => {
    expect(ublTaxCategoryOf(line('Standard', 21, 100, 21), rates).code).toBe('S');
    expect(ublTaxCategoryOf(line('Zero rated', 0, 100, 0), rates).code).toBe('Z');
    expect(ublTaxCategoryOf(line('Reverse charge', 0, 100, 0, 'Art. 196'), rates)).toEqual({
      code: 'AE',
      percent: 0,
      exemption_reason: 'Art. 196',
    });
    expect(ublTaxCategoryOf(line('Inversión del sujeto pasivo', 0, 5, 0, 'Art. 84 LIVA'), rates).code).toBe(
      'AE',
    );
    expect(ublTaxCategoryOf(line('Exento antiguo', 0, 5, 0), rates).code).toBe('Z');
  });

  it('sums one subtotal per category and rate, in the currency’s decimals (KWD 3)', () => {
    const lines = [
      line('Standard', 21, 10.125, 2.126),
      line('Standard', 21, 1.005, 0.211),
      line('Zero rated', 0, 3, 0),
    ];
    expect(ublTaxSubtotals(lines, rates, 'KWD')).toEqual([
      { code: 'S', percent: 21, exemption_reason: '', taxable: 11.13, tax: 2.337 },
      { code: 'Z', percent: 0, exemption_reason: '', taxable: 3, tax: 0 },
    ]);
  });
});
