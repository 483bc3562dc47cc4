import { describe, expect, it } from 'vitest';
import { costItemTotal, roundMoney } from './cost-total';

const shipment = { total_cbm: 2.5, total_weight: 840.25 };

describe('costItemTotal', () => {
  it('Fixed is the entered total cost', () => {
    expect(
      costItemTotal({ calculation_method: 'Fixed', total_cost: 350, quantity: 4, unit_cost: 10 }, shipment),
    ).toBe(350);
    expect(costItemTotal({ calculation_method: 'Fixed', total_cost: '99.99' }, shipment)).toBe(99.99);
  });

  it('CBM is the rate times the shipment CBM', () => {
    expect(costItemTotal({ calculation_method: 'CBM', rate: 85 }, shipment)).toBe(212.5);
    expect(
      costItemTotal({ calculation_method: 'CBM', rate: '33.333' }, { total_cbm: '1.234567' }),
    ).toBeCloseTo(41.15, 10);
  });

  it('Weight is the rate times the shipment weight in kg', () => {
    expect(costItemTotal({ calculation_method: 'Weight', rate: 1.2 }, shipment)).toBe(1008.3);
  });

  it('CBM and Weight ignore quantity and unit cost when a rate is given', () => {
    expect(costItemTotal({ calculation_method: 'CBM', rate: 10, quantity: 5, unit_cost: 7 }, shipment)).toBe(
      25,
    );
  });

  it('without the method figure, is quantity (default 1) times unit cost (default 0)', () => {
    expect(costItemTotal({ calculation_method: 'Fixed', quantity: 3, unit_cost: 12.5 }, shipment)).toBe(37.5);
    expect(costItemTotal({ calculation_method: 'Fixed', total_cost: '', unit_cost: 40 }, shipment)).toBe(40);
    expect(
      costItemTotal({ calculation_method: 'CBM', rate: null, quantity: 2, unit_cost: 5 }, shipment),
    ).toBe(10);
    expect(costItemTotal({ calculation_method: 'Weight', quantity: 2 }, shipment)).toBe(0);
    expect(costItemTotal({ quantity: '4', unit_cost: '2.5' }, shipment)).toBe(10);
    expect(costItemTotal({ calculation_method: 'Per pallet', unit_cost: 15 }, shipment)).toBe(15);
  });

  it('counts present but non-numeric values as 0', () => {
    expect(costItemTotal({ calculation_method: 'Fixed', total_cost: 'abc' }, shipment)).toBe(0);
    expect(costItemTotal({ calculation_method: 'CBM', rate: 'n/a' }, shipment)).toBe(0);
    expect(costItemTotal({ calculation_method: 'CBM', rate: 50 }, { total_cbm: 'unknown' })).toBe(0);
    expect(costItemTotal({ calculation_method: 'Weight', rate: 50 }, {})).toBe(0);
    expect(costItemTotal({ quantity: 'many', unit_cost: 10 }, shipment)).toBe(0);
  });

  it('rounds to cents', () => {
    expect(costItemTotal({ calculation_method: 'CBM', rate: 10 }, { total_cbm: 0.123456 })).toBe(1.23);
    expect(costItemTotal({ calculation_method: 'Fixed', quantity: 3, unit_cost: 0.335 }, shipment)).toBe(
      1.01,
    );
    expect(roundMoney(1.005)).toBe(1.01);
  });
});
