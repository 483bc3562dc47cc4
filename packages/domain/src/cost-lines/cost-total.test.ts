import { describe, expect, it } from 'vitest';
import { roundMoney } from '../money/money';
import { costLineTotal } from './cost-total';

const shipment = { total_cbm: 2.5, total_weight: 840.25 };

describe('costLineTotal', () => {
  it('Fixed is the entered total cost', () => {
    expect(
      costLineTotal(
        { calculation_method: 'Fixed', total_cost: 350, quantity: 4, unit_cost: 10 },
        shipment,
        'USD',
      ),
    ).toBe(350);
    expect(costLineTotal({ calculation_method: 'Fixed', total_cost: '99.99' }, shipment, 'USD')).toBe(99.99);
  });

  it('CBM is the rate times the shipment CBM', () => {
    expect(costLineTotal({ calculation_method: 'CBM', rate: 85 }, shipment, 'USD')).toBe(212.5);
    expect(
      costLineTotal({ calculation_method: 'CBM', rate: '33.333' }, { total_cbm: '1.234567' }, 'USD'),
    ).toBeCloseTo(41.15, 10);
  });

  it('Weight is the rate times the shipment weight in kg', () => {
    expect(costLineTotal({ calculation_method: 'Weight', rate: 1.2 }, shipment, 'USD')).toBe(1008.3);
  });

  it('CBM and Weight ignore quantity and unit cost when a rate is given', () => {
    expect(
      costLineTotal({ calculation_method: 'CBM', rate: 10, quantity: 5, unit_cost: 7 }, shipment, 'USD'),
    ).toBe(25);
  });

  it('without the method figure, is quantity (default 1) times unit cost (default 0)', () => {
    expect(
      costLineTotal({ calculation_method: 'Fixed', quantity: 3, unit_cost: 12.5 }, shipment, 'USD'),
    ).toBe(37.5);
    expect(
      costLineTotal({ calculation_method: 'Fixed', total_cost: '', unit_cost: 40 }, shipment, 'USD'),
    ).toBe(40);
    expect(
      costLineTotal({ calculation_method: 'CBM', rate: null, quantity: 2, unit_cost: 5 }, shipment, 'USD'),
    ).toBe(10);
    expect(costLineTotal({ calculation_method: 'Weight', quantity: 2 }, shipment, 'USD')).toBe(0);
    expect(costLineTotal({ quantity: '4', unit_cost: '2.5' }, shipment, 'USD')).toBe(10);
    expect(costLineTotal({ calculation_method: 'Per pallet', unit_cost: 15 }, shipment, 'USD')).toBe(15);
  });

  it('counts present but non-numeric values as 0', () => {
    expect(costLineTotal({ calculation_method: 'Fixed', total_cost: 'abc' }, shipment, 'USD')).toBe(0);
    expect(costLineTotal({ calculation_method: 'CBM', rate: 'n/a' }, shipment, 'USD')).toBe(0);
    expect(costLineTotal({ calculation_method: 'CBM', rate: 50 }, { total_cbm: 'unknown' }, 'USD')).toBe(0);
    expect(costLineTotal({ calculation_method: 'Weight', rate: 50 }, {}, 'USD')).toBe(0);
    expect(costLineTotal({ quantity: 'many', unit_cost: 10 }, shipment, 'USD')).toBe(0);
  });

  it('rounds to cents', () => {
    expect(costLineTotal({ calculation_method: 'CBM', rate: 10 }, { total_cbm: 0.123456 }, 'USD')).toBe(1.23);
    expect(
      costLineTotal({ calculation_method: 'Fixed', quantity: 3, unit_cost: 0.335 }, shipment, 'USD'),
    ).toBe(1.01);
    expect(roundMoney(1.005, 'USD')).toBe(1.01);
  });
});
