import { describe, expect, it } from 'vitest';
import type { RateCardTariff } from './rate-card';
import { AIR_WEIGHT_BREAKS } from './rate-card.fixtures';
import { isWithin, priceRateCard, rateCardLines, weightCharge } from './rate-card-pricing';

const BREAKS = AIR_WEIGHT_BREAKS;

const card = (over: Partial<RateCardTariff> = {}): RateCardTariff => ({
  currency: 'USD',
  minimum_charge: 0,
  breaks: BREAKS,
  per_cbm_rate: null,
  container_rates: [],
  fixed_charge: 0,
  surcharges: [],
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
  ...over,
});
const shipment = (chargeableKg: number, cbm = 0, containers: { type: string; count: number }[] = []) => ({
  chargeableKg,
  cbm,
  containers,
});

describe('weightCharge: the break applying to the weight', () => {
  it.each([
    // weight, break charged, rate, kg charged: each break from just under to just over. Just under a break
    // the higher break on its minimum weight is cheaper (the trade's break point), so it is the one charged.
    [10, 0, 5, 10],
    [36, 0, 5, 36],
    [44.5, 45, 4, 45],
    [45, 45, 4, 45],
    [45.5, 45, 4, 45.5],
    [87.5, 45, 4, 87.5],
    [99.5, 100, 3.5, 100],
    [100, 100, 3.5, 100],
    [100.5, 100, 3.5, 100.5],
    [299.5, 300, 3, 300],
    [300, 300, 3, 300],
    [300.5, 300, 3, 300.5],
    [499.5, 500, 2.8, 500],
    [500, 500, 2.8, 500],
    [500.5, 500, 2.8, 500.5],
    [999.5, 1000, 2.5, 1000],
    [1000, 1000, 2.5, 1000],
    [1000.5, 1000, 2.5, 1000.5],
  ])('%s kg is charged at the +%s break, %s per kg on %s kg', (kg, min, rate, charged) => {
    const charge = weightCharge(BREAKS, kg, 'USD')!;
    expect(charge.break_min_weight).toBe(min);
    expect(charge.rate).toBe(rate);
    expect(charge.charged_kg).toBe(charged);
  });

  it('just under a break, the higher break on its minimum is charged when that costs less (break point)', () => {
    // 44.5 kg x 5.00 = 222.50 > 45 kg x 4.00 = 180.00
    expect(weightCharge(BREAKS, 44.5, 'USD')).toEqual({
      break_min_weight: 45,
      rate: 4,
      charged_kg: 45,
      amount: 180,
    });
    // 95 kg x 4.00 = 380.00 > 100 kg x 3.50 = 350.00
    expect(weightCharge(BREAKS, 95, 'USD')).toMatchObject({
      break_min_weight: 100,
      charged_kg: 100,
      amount: 350,
    });
    // 85 kg x 4.00 = 340.00 < 350.00: the +45 rate on the actual weight
    expect(weightCharge(BREAKS, 85, 'USD')).toMatchObject({
      break_min_weight: 45,
      charged_kg: 85,
      amount: 340,
    });
  });

  it('a rate lower under a higher break than the applying one does not apply to a heavier weight', () => {
    const odd = [
      { min_weight: 0, rate: 2 },
      { min_weight: 100, rate: 3 },
    ];
    expect(weightCharge(odd, 150, 'USD')).toMatchObject({ break_min_weight: 100, amount: 450 });
  });

  it('no breaks or no weight gives no weight charge', () => {
    expect(weightCharge([], 100, 'USD')).toBeNull();
    expect(weightCharge(BREAKS, 0, 'USD')).toBeNull();
  });
});

describe('priceRateCard', () => {
  it('the minimum charge applies below it, and not at or above it', () => {
    expect(priceRateCard(card({ minimum_charge: 75 }), shipment(10), '2026-05-01')).toMatchObject({
      freight: 75,
      minimum_applied: true,
      buy_total: 75,
    });
    expect(priceRateCard(card({ minimum_charge: 75 }), shipment(15), '2026-05-01')).toMatchObject({
      freight: 75,
      minimum_applied: false,
    });
    expect(priceRateCard(card({ minimum_charge: 75 }), shipment(16), '2026-05-01')).toMatchObject({
      freight: 80,
      minimum_applied: false,
    });
  });

  it('adds the fixed charge and the surcharges valid on the date, each on its basis', () => {
    const priced = priceRateCard(
      card({
        fixed_charge: 35,
        surcharges: [
          { name: 'Fuel', basis: 'per_kg', amount: 0.85, valid_from: null, valid_to: null },
          { name: 'Security', basis: 'per_shipment', amount: 25, valid_from: '2026-05-01', valid_to: null },
          { name: 'THC', basis: 'percent_of_freight', amount: 10, valid_from: null, valid_to: '2026-04-30' },
          {
            name: 'Peak',
            basis: 'percent_of_freight',
            amount: 12.5,
            valid_from: '2026-05-01',
            valid_to: '2026-05-01',
          },
        ],
      }),
      shipment(200),
      '2026-05-01',
    )!;
    // freight 200 x 3.50 = 700; fuel 170; security 25; THC ended 30 April; peak 87.50
    expect(priced.freight).toBe(700);
    expect(priced.surcharges.map((s) => [s.name, s.total])).toEqual([
      ['Fuel', 170],
      ['Security', 25],
      ['Peak', 87.5],
    ]);
    expect(priced.buy_total).toBe(700 + 35 + 170 + 25 + 87.5);
  });

  it('a surcharge without dates follows the card: none outside its validity', () => {
    const tariff = card({
      valid_to: '2026-06-30',
      surcharges: [{ name: 'Fuel', basis: 'per_shipment', amount: 10, valid_from: null, valid_to: null }],
    });
    expect(priceRateCard(tariff, shipment(50), '2026-06-30')!.surcharges).toHaveLength(1);
    expect(priceRateCard(tariff, shipment(50), '2026-07-01')!.surcharges).toHaveLength(0);
  });

  it('prices per CBM and per container, and refuses containers the card has no rate for', () => {
    const sea = card({
      breaks: [],
      per_cbm_rate: 42,
      container_rates: [
        { container_type: '20GP', rate: 1200 },
        { container_type: '40HC', rate: 2100 },
      ],
    });
    expect(priceRateCard(sea, shipment(0, 2.5), '2026-05-01')).toMatchObject({ freight: 105 });
    expect(
      priceRateCard(
        sea,
        shipment(0, 0, [
          { type: '20GP', count: 2 },
          { type: '40HC', count: 1 },
        ]),
        '2026-05-01',
      ),
    ).toMatchObject({ freight: 4500, buy_total: 4500 });
    expect(priceRateCard(sea, shipment(0, 0, [{ type: '40GP', count: 1 }]), '2026-05-01')).toBeNull();
  });

  it('a card with nothing that applies cannot price the shipment', () => {
    expect(priceRateCard(card(), shipment(0), '2026-05-01')).toBeNull();
  });

  it('rounds each charge to the cent, half up', () => {
    const priced = priceRateCard(
      card({ breaks: [{ min_weight: 0, rate: 1.005 }] }),
      shipment(1),
      '2026-05-01',
    )!;
    expect(priced.buy_total).toBe(1.01);
  });
});

describe('rateCardLines', () => {
  const client = { freightLabel: 'Air freight', origin: 'HKG', destination: 'AMS', chargeableKg: 250 };

  it('names the freight with its break and weight, the fixed charge and each surcharge', () => {
    const priced = priceRateCard(
      card({
        fixed_charge: 30,
        surcharges: [{ name: 'Fuel', basis: 'per_kg', amount: 0.5, valid_from: null, valid_to: null }],
      }),
      shipment(250),
      '2026-05-01',
    )!;
    expect(rateCardLines('Air HKG-AMS', priced, client)).toEqual([
      {
        kind: 'freight',
        description: 'Air HKG-AMS: +100 kg break: 250 kg x 3.5',
        client_description: 'Air freight HKG–AMS, 250 kg chargeable',
        buy_total: 875,
      },
      {
        kind: 'fixed',
        description: 'Air HKG-AMS: fixed charge',
        client_description: 'Fixed charge HKG–AMS',
        buy_total: 30,
      },
      {
        kind: 'surcharge',
        description: 'Air HKG-AMS: Fuel (0.5 per kg)',
        client_description: 'Fuel HKG–AMS',
        buy_total: 125,
      },
    ]);
  });

  it('says when the minimum charge was used, to the desk only', () => {
    const priced = priceRateCard(card({ minimum_charge: 100 }), shipment(5), '2026-05-01')!;
    const [freight] = rateCardLines('X', priced, { ...client, chargeableKg: 5 });
    expect(freight!.description).toBe('X: minimum charge (first break: 5 kg x 5)');
    expect(freight!.client_description).toBe('Air freight HKG–AMS, 5 kg chargeable');
  });

  it("gives the client the chargeable weight with thousands separators, never the break's weight or rate", () => {
    const priced = priceRateCard(card(), shipment(1249.5), '2026-05-01')!;
    const [freight] = rateCardLines('Emirates Air HKG-AMS', priced, { ...client, chargeableKg: 1249.5 });
    expect(freight!.client_description).toBe('Air freight HKG–AMS, 1,249.5 kg chargeable');
    expect(freight!.client_description).not.toMatch(/Emirates|break| x /);
  });
});

describe('isWithin', () => {
  it('includes both ends, and a null end is open', () => {
    expect(isWithin('2026-01-01', '2026-01-01', '2026-01-31')).toBe(true);
    expect(isWithin('2026-01-31', '2026-01-01', '2026-01-31')).toBe(true);
    expect(isWithin('2025-12-31', '2026-01-01', '2026-01-31')).toBe(false);
    expect(isWithin('2026-02-01', '2026-01-01', '2026-01-31')).toBe(false);
    expect(isWithin('2030-01-01', '2026-01-01', null)).toBe(true);
  });
});
