import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateMoney, multiplyMoney, roundMoney, subtractMoney, sumMoney } from './money';

describe('roundMoney: half up at the currency minor units', () => {
  it('rounds exactly where floats drift', () => {
    expect(0.15 * 1249.5).not.toBe(187.425); // 187.42499999999998 as a float
    expect(multiplyMoney('EUR', 0.15, 1249.5)).toBe(187.43);
    expect(roundMoney(687.225, 'EUR')).toBe(687.23);
    expect(roundMoney(1.005, 'USD')).toBe(1.01);
    expect(roundMoney('2.675', 'USD')).toBe(2.68);
  });

  it('rounds to no decimals for JPY and three for KWD', () => {
    expect(roundMoney(1234.5, 'JPY')).toBe(1235);
    expect(roundMoney(1234.49, 'JPY')).toBe(1234);
    expect(roundMoney(1.2345, 'KWD')).toBe(1.235);
    expect(roundMoney(0.0005, 'BHD')).toBe(0.001);
    expect(multiplyMoney('KWD', 0.15, 1249.5)).toBe(187.425);
    expect(multiplyMoney('JPY', 0.15, 1249.5)).toBe(187);
  });

  it('rounds negative amounts half away from zero, and never answers -0', () => {
    expect(roundMoney(-2.345, 'USD')).toBe(-2.35);
    expect(Object.is(roundMoney(-0.001, 'USD'), 0)).toBe(true);
  });

  it('counts blank and non-numeric input as 0', () => {
    expect(roundMoney('', 'USD')).toBe(0);
    expect(roundMoney('abc', 'USD')).toBe(0);
    expect(roundMoney(Number.NaN, 'USD')).toBe(0);
  });
});

describe('sumMoney: the total of the lines as rounded', () => {
  it('adds odd cents exactly', () => {
    expect(sumMoney([0.1, 0.2], 'USD')).toBe(0.3);
    expect(sumMoney([33.33, 33.33, 33.34], 'EUR')).toBe(100);
    expect(sumMoney([0.005, 0.005], 'USD')).toBe(0.02); // each line rounds first, as it is shown
    expect(sumMoney([], 'USD')).toBe(0);
    expect(sumMoney([100.5, 200.5], 'JPY')).toBe(302);
    expect(sumMoney([0.001, 0.0014, '1.1115'], 'KWD')).toBe(1.114);
  });

  it('subtracts at the currency', () => {
    expect(subtractMoney(0.3, 0.1, 'USD')).toBe(0.2);
    expect(subtractMoney(1000, 999.5, 'JPY')).toBe(0);
  });
});

describe('allocateMoney: parts that add up to the total', () => {
  it('splits odd cents by largest remainder, earlier parts first on ties', () => {
    expect(allocateMoney(100, [1, 1, 1], 'USD')).toEqual([33.34, 33.33, 33.33]);
    expect(allocateMoney(0.05, [1, 1], 'EUR')).toEqual([0.03, 0.02]);
    expect(allocateMoney(10, [1, 1, 1], 'JPY')).toEqual([4, 3, 3]);
    expect(allocateMoney(1, [1, 1, 1], 'KWD')).toEqual([0.334, 0.333, 0.333]);
    expect(allocateMoney(-100, [1, 2], 'USD')).toEqual([-33.33, -66.67]);
  });

  it('gives nothing to zero weights, and everything to the first part when no weight is positive', () => {
    expect(allocateMoney(10, [0, 1], 'USD')).toEqual([0, 10]);
    expect(allocateMoney(10, [0, 0], 'USD')).toEqual([10, 0]);
    expect(allocateMoney(10, [], 'USD')).toEqual([]);
  });
});

const currency = fc.constantFrom('USD', 'EUR', 'JPY', 'KWD', 'BHD', 'CLF');
const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });

describe('properties (fast-check)', () => {
  it('the total of any lines equals the sum of the lines as shown', () => {
    fc.assert(
      fc.property(currency, fc.array(amount, { maxLength: 60 }), (code, lines) => {
        const shown = lines.map((line) => roundMoney(line, code));
        const total = sumMoney(lines, code);
        // Re-adding the shown lines, in any order and in any grouping, gives the same total.
        expect(sumMoney(shown, code)).toBe(total);
        expect(sumMoney([...shown].reverse(), code)).toBe(total);
        const half = Math.floor(shown.length / 2);
        expect(
          sumMoney([sumMoney(shown.slice(0, half), code), sumMoney(shown.slice(half), code)], code),
        ).toBe(total);
        expect(roundMoney(total, code)).toBe(total);
      }),
    );
  });

  it('an allocation of any total over any weights adds up to the total, each part at the currency', () => {
    fc.assert(
      fc.property(
        currency,
        amount,
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }), {
          minLength: 1,
          maxLength: 40,
        }),
        (code, total, weights) => {
          const parts = allocateMoney(total, weights, code);
          expect(parts).toHaveLength(weights.length);
          expect(sumMoney(parts, code)).toBe(roundMoney(total, code));
          for (const part of parts) expect(roundMoney(part, code)).toBe(part);
        },
      ),
    );
  });
});
