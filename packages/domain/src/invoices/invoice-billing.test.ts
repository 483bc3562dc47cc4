import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumMoney } from '../money/money';
import { type BilledLine, canBill, canCredit, unbilledAmount } from './invoice-billing';

describe('never bill more than the charge', () => {
  it('bills what is left of a charge and no more', () => {
    const billed: BilledLine[] = [{ charge_id: 1, amount: 60, credited: 0 }];
    expect(unbilledAmount(100, billed, 'EUR')).toBe(40);
    expect(canBill(100, billed, 40, 'EUR')).toBe(true);
    expect(canBill(100, billed, 40.01, 'EUR')).toBe(false);
    expect(canBill(100, billed, 0, 'EUR')).toBe(false);
  });

  it('lets a credited part be billed again', () => {
    const billed: BilledLine[] = [{ charge_id: 1, amount: 100, credited: 30 }];
    expect(unbilledAmount(100, billed, 'EUR')).toBe(30);
    expect(canBill(100, billed, 30, 'EUR')).toBe(true);
  });

  it('credits at most what a line billed, less earlier credits', () => {
    expect(canCredit({ amount: 100, credited: 70 }, 30, 'EUR')).toBe(true);
    expect(canCredit({ amount: 100, credited: 70 }, 30.001, 'KWD')).toBe(false);
    expect(canCredit({ amount: 100, credited: 0 }, 0, 'JPY')).toBe(false);
  });

  for (const [currency, digits] of [
    ['EUR', 2],
    ['JPY', 0],
    ['KWD', 3],
  ] as const) {
    it(`holds for any split over invoices and credit notes (${currency})`, () => {
      const scale = 10 ** digits;
      const op = fc.oneof(
        fc.record({
          kind: fc.constant('bill' as const),
          charge: fc.nat(4),
          units: fc.integer({ min: 1, max: 50_000 }),
        }),
        fc.record({
          kind: fc.constant('credit' as const),
          line: fc.nat(40),
          units: fc.integer({ min: 1, max: 50_000 }),
        }),
      );
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 5, maxLength: 5 }),
          fc.array(op, { maxLength: 60 }),
          (chargeUnits, ops) => {
            const charges = chargeUnits.map((u) => u / scale);
            const lines: BilledLine[] = [];
            for (const step of ops) {
              const amount = step.units / scale;
              if (step.kind === 'bill') {
                const ofCharge = lines.filter((l) => l.charge_id === step.charge);
                if (canBill(charges[step.charge]!, ofCharge, amount, currency)) {
                  lines.push({ charge_id: step.charge, amount, credited: 0 });
                }
              } else {
                const line = lines[step.line % Math.max(lines.length, 1)];
                if (line && canCredit(line, amount, currency)) {
                  line.credited = sumMoney([line.credited, amount], currency);
                }
              }
            }
            charges.forEach((charge, id) => {
              const ofCharge = lines.filter((l) => l.charge_id === id);
              expect(unbilledAmount(charge, ofCharge, currency)).toBeGreaterThanOrEqual(0);
              for (const line of ofCharge) expect(line.credited).toBeLessThanOrEqual(line.amount);
            });
          },
        ),
      );
    });
  }
});
