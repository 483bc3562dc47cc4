import { describe, expect, it } from 'vitest';
import { costLineTotal } from '../cost-lines/cost-total';
import { costLineBuyTotal } from './cost-line-buy';
import { containersInputSchema, laneCodeField } from './transport-modes';

const shipment = { total_cbm: 2.4, total_weight: 310, chargeable_weight: 401 };

describe('a Chargeable line', () => {
  it('sells at rate x chargeable kg, falling back to quantity x unit cost without a rate', () => {
    expect(costLineTotal({ calculation_method: 'Chargeable', rate: 2.5 }, shipment, 'USD')).toBe(1002.5);
    expect(
      costLineTotal({ calculation_method: 'Chargeable', quantity: 2, unit_cost: 5 }, shipment, 'USD'),
    ).toBe(10);
  });
});

describe('costLineBuyTotal', () => {
  it('prices the buy rate with the line method', () => {
    expect(costLineBuyTotal({ calculation_method: 'Chargeable', buy_rate: 2 }, shipment, 'USD')).toBe(802);
    expect(costLineBuyTotal({ calculation_method: 'CBM', buy_rate: 10 }, shipment, 'USD')).toBe(24);
    expect(costLineBuyTotal({ calculation_method: 'Weight', buy_rate: 0.5 }, shipment, 'USD')).toBe(155);
    expect(
      costLineBuyTotal({ calculation_method: 'Fixed', buy_rate: 12.5, quantity: 3 }, shipment, 'USD'),
    ).toBe(37.5);
  });

  it('takes the entered buy total on a Fixed line, and when a rated line has no buy rate', () => {
    expect(
      costLineBuyTotal({ calculation_method: 'Fixed', buy_total: 80, buy_rate: 1 }, shipment, 'USD'),
    ).toBe(80);
    expect(costLineBuyTotal({ calculation_method: 'Weight', buy_total: '99.999' }, shipment, 'USD')).toBe(
      100,
    );
  });

  it('has no buy side when neither is given', () => {
    expect(
      costLineBuyTotal({ calculation_method: 'Fixed', buy_rate: '', buy_total: null }, shipment, 'USD'),
    ).toBeNull();
  });
});

describe('lane codes and containers', () => {
  const code = laneCodeField('Origin code');
  it('takes IATA and UN/LOCODE codes, upper-cased, or blank', () => {
    expect(code.parse(' hkg ')).toBe('HKG');
    expect(code.parse('nlrtm')).toBe('NLRTM');
    expect(code.parse('USNY2')).toBe('USNY2');
    expect(code.parse('')).toBe('');
  });

  it('refuses anything else with a message naming the field', () => {
    for (const bad of ['HK', 'HKGX', 'NLRT1', '12345', 'HK-G', 'NLRTMX']) {
      const result = code.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Origin code must be an IATA airport code (3 letters) or a UN/LOCODE (5 characters)',
      );
    }
  });

  it('containers: known types, whole counts from 1, each type once', () => {
    expect(containersInputSchema.parse([{ type: '40HC', count: '2' }])).toEqual([{ type: '40HC', count: 2 }]);
    const twice = containersInputSchema.safeParse([
      { type: '20GP', count: 1 },
      { type: '20GP', count: 2 },
    ]);
    expect(twice.error?.issues[0]?.message).toBe('Each container type can appear only once');
    expect(containersInputSchema.safeParse([{ type: '30XX', count: 1 }]).success).toBe(false);
    expect(containersInputSchema.safeParse([{ type: '20GP', count: 0 }]).error?.issues[0]?.message).toBe(
      'Container count must be at least 1',
    );
  });
});
