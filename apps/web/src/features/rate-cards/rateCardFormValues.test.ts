import { rateCardCreateSchema } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { newRateCardValues, rateCardPayload } from './rateCardFormValues';

describe('rateCardPayload', () => {
  it('a new card offers the usual breaks; those left without a rate are not sent', () => {
    const values = newRateCardValues();
    expect(values.breaks.map((b) => b.min_weight)).toEqual([0, 45, 100, 300, 500, 1000]);
    values.breaks[0]!.rate = 5;
    values.breaks[1]!.rate = '4.2';
    expect(rateCardPayload(values).breaks).toEqual([
      { min_weight: 0, rate: 5 },
      { min_weight: 45, rate: '4.2' },
    ]);
  });

  it('blank numbers become the defaults the schema expects, and a filled form passes it', () => {
    const values = {
      ...newRateCardValues(),
      carrier: 'Cathay Cargo',
      origin_code: 'HKG',
      destination_code: 'AMS',
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      minimum_charge: '',
      fixed_charge: '',
      per_cbm_rate: '',
    };
    values.breaks[0]!.rate = 5;
    const payload = rateCardPayload(values);
    expect(payload).toMatchObject({ minimum_charge: 0, fixed_charge: 0, per_cbm_rate: null });
    expect(rateCardCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('an empty form fails with the messages people read', () => {
    const result = rateCardCreateSchema.safeParse(rateCardPayload(newRateCardValues()));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Carrier is required');
    expect(messages).toContain('Valid from is required');
    expect(messages).toContain(
      'Give at least one charge: a weight break, a per-CBM rate, a container rate or a fixed charge',
    );
  });
});
