import { describe, expect, it } from 'vitest';
import { summarizeShipment, volumetricWeight } from './shipment-summary';

describe('volumetric weight', () => {
  it('is CBM x 167 when that is heavier than the actual weight', () => {
    expect(volumetricWeight(2, 100)).toBeCloseTo(334, 12);
  });

  it('is the actual weight when that is heavier', () => {
    expect(volumetricWeight(0.5, 120)).toBe(120);
  });
});

describe('summarizeShipment', () => {
  it('adds stored totals, quantities and declared value x quantity', () => {
    const summary = summarizeShipment([
      { quantity: 2, total_cbm: 0.5, total_weight: 40, declared_value_amount: 100 },
      { quantity: '3', total_cbm: '1.25', total_weight: '12.5', declared_value_amount: '19.99' },
    ]);
    expect(summary).toEqual({
      item_count: 2,
      total_quantity: 5,
      total_cbm: 1.75,
      total_weight: 52.5,
      total_declared_value: 259.97,
    });
  });

  it('computes totals from measurements when none are stored', () => {
    const summary = summarizeShipment([
      {
        input_mode: 'volume',
        volume_value: 10,
        volume_unit: 'cft',
        weight_value: 10,
        weight_unit: 'lbs',
        quantity: 2,
      },
    ]);
    expect(summary.total_cbm).toBeCloseTo(0.566336, 6);
    expect(summary.total_weight).toBeCloseTo(9.072, 3);
  });

  it('counts missing declared values as 0 and is all zeros for no items', () => {
    expect(summarizeShipment([{ quantity: 1, total_cbm: 1, total_weight: 1 }]).total_declared_value).toBe(0);
    expect(summarizeShipment([])).toEqual({
      item_count: 0,
      total_quantity: 0,
      total_cbm: 0,
      total_weight: 0,
      total_declared_value: 0,
    });
  });
});
