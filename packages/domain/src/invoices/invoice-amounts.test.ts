import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundMoney, sumMoney } from '../money/money';
import {
  amountDue,
  chargeLine,
  documentTotals,
  lineAmount,
  lineFigures,
  lineTax,
  taxesPerRate,
} from './invoice-amounts';

const CURRENCIES = [
  { code: 'EUR', digits: 2 },
  { code: 'JPY', digits: 0 },
  { code: 'KWD', digits: 3 },
] as const;

/** An amount with exactly the currency's decimals, as the API stores it. */
const amountIn = (digits: number) =>
  fc.integer({ min: 0, max: 10_000_000_000 }).map((units) => units / 10 ** digits);

describe('line figures', () => {
  it('rounds quantity x unit price once at the currency: half up, exact decimals', () => {
    expect(lineAmount(3, 0.335, 'EUR')).toBe(1.01);
    expect(lineAmount(1.5, 1249.5, 'EUR')).toBe(1874.25);
    expect(lineAmount(3, 333.5, 'JPY')).toBe(1001);
    expect(lineAmount(2, 1.2345, 'KWD')).toBe(2.469);
  });

  it('taxes each line at its rate, rounded at the currency', () => {
    expect(lineTax(187.425, 21, 'EUR')).toBe(39.36);
    expect(lineTax(1001, 10, 'JPY')).toBe(100);
    expect(lineTax(2.469, 5, 'KWD')).toBe(0.123);
    expect(lineFigures({ quantity: 2, unit_price: 50, tax_rate: 0 }, 'EUR')).toEqual({
      amount: 100,
      tax_amount: 0,
    });
  });

  it('keeps the charge amount exact when no unit price gives it', () => {
    expect(chargeLine(4, 100, 'EUR')).toEqual({ quantity: 4, unit_price: 25 });
    expect(chargeLine(3, 100, 'EUR')).toEqual({ quantity: 1, unit_price: 100 });
    expect(chargeLine(0, 70, 'JPY')).toEqual({ quantity: 1, unit_price: 70 });
  });

  it('lists the taxes per rate with their base', () => {
    const lines = [
      { amount: 100, tax_amount: 21, tax_rate: 21, tax_rate_name: 'Standard' },
      { amount: 50.5, tax_amount: 10.61, tax_rate: 21, tax_rate_name: 'Standard' },
      { amount: 30, tax_amount: 0, tax_rate: 0, tax_rate_name: 'Reverse charge' },
    ];
    expect(taxesPerRate(lines, 'EUR')).toEqual([
      { name: 'Standard', rate: 21, base: 150.5, tax: 31.61 },
      { name: 'Reverse charge', rate: 0, base: 30, tax: 0 },
    ]);
  });

  it('owes nothing below zero once credits and payments pass the total', () => {
    expect(amountDue(121, 21, 50, 'EUR')).toBe(50);
    expect(amountDue(121, 121, 50, 'EUR')).toBe(0);
  });
});

describe('totals equal the line sums to the minor unit', () => {
  for (const { code, digits } of CURRENCIES) {
    it(`in ${code}`, () => {
      const line = fc.record({
        quantity: fc.integer({ min: 1, max: 1000 }),
        unit_price: amountIn(digits),
        tax_rate: fc.constantFrom(0, 5, 10, 19, 21, 7.7),
      });
      fc.assert(
        fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
          const figures = lines.map((l) => lineFigures(l, code));
          const totals = documentTotals(figures, code);
          const scale = 10 ** digits;
          const units = (n: number) => Math.round(n * scale);
          expect(units(totals.net_total)).toBe(figures.reduce((s, f) => s + units(f.amount), 0));
          expect(units(totals.tax_total)).toBe(figures.reduce((s, f) => s + units(f.tax_amount), 0));
          expect(units(totals.total)).toBe(units(totals.net_total) + units(totals.tax_total));
          expect(roundMoney(totals.total, code)).toBe(totals.total);
        }),
      );
    });

    it(`billing a shipment's charges whole gives the quote's sell total in ${code}`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 12 }), amount: amountIn(digits) }), {
            minLength: 1,
            maxLength: 15,
          }),
          (charges) => {
            const lines = charges.map((c) => {
              const { quantity, unit_price } = chargeLine(c.quantity, c.amount, code);
              return lineFigures({ quantity, unit_price, tax_rate: 0 }, code);
            });
            expect(documentTotals(lines, code).net_total).toBe(
              sumMoney(
                charges.map((c) => c.amount),
                code,
              ),
            );
          },
        ),
      );
    });
  }
});
