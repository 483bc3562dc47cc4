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
    const summary = summarizeShipment(
      [
        { quantity: 2, total_cbm: 0.5, total_weight: 40, declared_value_amount: 100 },
        { quantity: '3', total_cbm: '1.25', total_weight: '12.5', declared_value_amount: '19.99' },
      ],
      'USD',
    );
    expect(summary).toEqual({
      item_count: 2,
      total_quantity: 5,
      total_cbm: 1.75,
      total_weight: 52.5,
      total_declared_value: 259.97,
    });
  });

  it('computes totals from measurements when none are stored', () => {
    const summary = summarizeShipment(
      [
        {
          input_mode: 'volume',
          volume_value: 10,
          volume_unit: 'cft',
          weight_value: 10,
          weight_unit: 'lbs',
          quantity: 2,
        },
      ],
      'USD',
    );
    expect(summary.total_cbm).toBeCloseTo(0.566336, 6);
    expect(summary.total_weight).toBeCloseTo(9.072, 3);
  });

  it('counts missing declared values as 0 and is all zeros for no items', () => {
    expect(
      summarizeShipment([{ quantity: 1, total_cbm: 1, total_weight: 1 }], 'USD').total_declared_value,
    ).toBe(0);
    expect(summarizeShipment([], 'USD')).toEqual({
      item_count: 0,
      total_quantity: 0,
      total_cbm: 0,
      total_weight: 0,
      total_declared_value: 0,
    });
  });

  it('adds only the lines declared in the quotation currency, exactly, at its decimals', () => {
    const lines = [
      {
        quantity: 3,
        total_cbm: 1,
        total_weight: 1,
        declared_value_amount: 0.1,
        declared_value_currency: 'EUR',
      },
      {
        quantity: 1,
        total_cbm: 1,
        total_weight: 1,
        declared_value_amount: 0.2,
        declared_value_currency: 'EUR',
      },
      {
        quantity: 1,
        total_cbm: 1,
        total_weight: 1,
        declared_value_amount: 120,
        declared_value_currency: 'USD',
      },
      {
        quantity: 2,
        total_cbm: 1,
        total_weight: 1,
        declared_value_amount: 1500.4,
        declared_value_currency: 'JPY',
      },
    ];
    // 0.1 x 3 + 0.2 is 0.5 exactly (binary floats give 0.5000000000000001); the USD and JPY lines stay out.
    expect(summarizeShipment(lines, 'EUR').total_declared_value).toBe(0.5);
    expect(summarizeShipment(lines, 'USD').total_declared_value).toBe(120);
    // JPY has no minor unit: 1,500.4 x 2 = 3,000.8 rounds to 3,001.
    expect(summarizeShipment(lines, 'JPY').total_declared_value).toBe(3001);
  });
});
