import { describe, expect, it } from 'vitest';
import { profitFigures } from './job-profit';

describe('a job profit', () => {
  it('adds invoiced and still to invoice, billed and still expected, to the minor unit (EUR)', () => {
    expect(
      profitFigures(
        {
          sell_total: 1350.55,
          buy_total: 1000.1,
          invoiced: 1000.2,
          credited: 0.1,
          billed_cost: 820.33,
          expected_cost: 180,
        },
        'EUR',
      ),
    ).toEqual({
      currency: 'EUR',
      invoiced: 1000.1,
      to_invoice: 350.45,
      revenue: 1350.55,
      billed_cost: 820.33,
      expected_cost: 180,
      cost: 1000.33,
      planned_margin: 350.45,
      actual_margin: 350.22,
    });
  });

  it('keeps JPY whole and KWD at three decimals', () => {
    const yen = profitFigures(
      {
        sell_total: 125_007,
        buy_total: 100_000,
        invoiced: 125_007,
        credited: 7,
        billed_cost: 103_333,
        expected_cost: 0,
      },
      'JPY',
    );
    expect(yen).toMatchObject({
      invoiced: 125_000,
      to_invoice: 7,
      actual_margin: 21_674,
      planned_margin: 25_007,
    });
    const dinar = profitFigures(
      {
        sell_total: 1250.555,
        buy_total: 1000.001,
        invoiced: 0,
        credited: 0,
        billed_cost: 0.125,
        expected_cost: 999.876,
      },
      'KWD',
    );
    expect(dinar).toMatchObject({
      to_invoice: 1250.555,
      cost: 1000.001,
      actual_margin: 250.554,
      planned_margin: 250.554,
    });
  });

  it('never counts less than nothing still to invoice when more was invoiced than sold', () => {
    const over = profitFigures(
      { sell_total: 100, buy_total: 50, invoiced: 120, credited: 0, billed_cost: 50, expected_cost: 0 },
      'EUR',
    );
    expect(over).toMatchObject({ to_invoice: 0, revenue: 120, actual_margin: 70 });
  });
});
