import { describe, expect, it } from 'vitest';
import { declaredValueTotals } from './declared-value-totals';

describe('declaredValueTotals', () => {
  it('totals value x quantity per currency, never across currencies', () => {
    expect(
      declaredValueTotals([
        { declared_value_amount: 1000, declared_value_currency: 'EUR', quantity: 3 },
        { declared_value_amount: '0.335', declared_value_currency: 'EUR', quantity: 3 },
        { declared_value_amount: 300, declared_value_currency: 'USD', quantity: 1 },
        { declared_value_amount: 1234.5, declared_value_currency: 'JPY', quantity: 1 },
        { declared_value_amount: null, declared_value_currency: 'GBP', quantity: 1 },
      ]),
    ).toEqual([
      { currency: 'EUR', amount: 3001.01 },
      { currency: 'USD', amount: 300 },
      { currency: 'JPY', amount: 1235 },
    ]);
    expect(declaredValueTotals([])).toEqual([]);
  });
});
