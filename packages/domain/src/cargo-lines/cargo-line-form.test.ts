import { describe, expect, it } from 'vitest';
import { canSubmitCargoLine, cargoLineModalDefaults, cargoLinePageDefaults } from './cargo-line-form';

describe('box item defaults', () => {
  it('modal: dimensions in inches, cft, lbs, quantity 1, USD, New, not insured', () => {
    expect(cargoLineModalDefaults()).toMatchObject({
      input_mode: 'dimensions',
      dimension_unit: 'inches',
      volume_unit: 'cft',
      weight_unit: 'lbs',
      quantity: 1,
      declared_value_currency: 'USD',
      condition: 'New',
      insurance_required: false,
      insurance_currency: 'USD',
      product_specifications: [],
    });
  });

  it('full page: the same but cbm and kg', () => {
    expect(cargoLinePageDefaults()).toMatchObject({
      input_mode: 'dimensions',
      dimension_unit: 'inches',
      volume_unit: 'cbm',
      weight_unit: 'kg',
      quantity: 1,
      condition: 'New',
      insurance_required: false,
    });
  });
});

describe('canSubmitCargoLine', () => {
  const dims = {
    name: 'Crate',
    input_mode: 'dimensions',
    quantity: 1,
    weight_value: 5,
    length: 1,
    width: 2,
    height: 3,
  };
  const volume = { name: 'Crate', input_mode: 'volume', quantity: 1, weight_value: 5, volume_value: 0.5 };

  it('allows a named item with quantity, weight and all three dimensions above 0', () => {
    expect(canSubmitCargoLine(dims)).toBe(true);
    expect(canSubmitCargoLine({ ...dims, length: '1.5', weight_value: '0.01' })).toBe(true);
  });

  it('allows a named item with quantity, weight and a volume above 0 in volume mode', () => {
    expect(canSubmitCargoLine(volume)).toBe(true);
  });

  it('refuses a blank name', () => {
    expect(canSubmitCargoLine({ ...dims, name: '   ' })).toBe(false);
    expect(canSubmitCargoLine({ ...dims, name: null })).toBe(false);
  });

  it('refuses a quantity or weight that is not above 0', () => {
    expect(canSubmitCargoLine({ ...dims, quantity: 0 })).toBe(false);
    expect(canSubmitCargoLine({ ...dims, weight_value: 0 })).toBe(false);
    expect(canSubmitCargoLine({ ...dims, weight_value: null })).toBe(false);
    expect(canSubmitCargoLine({ ...dims, weight_value: '' })).toBe(false);
  });

  it('refuses a missing or zero dimension in dimensions mode', () => {
    expect(canSubmitCargoLine({ ...dims, height: 0 })).toBe(false);
    expect(canSubmitCargoLine({ ...dims, width: null })).toBe(false);
    expect(canSubmitCargoLine({ ...dims, length: 'abc' })).toBe(false);
  });

  it('refuses a missing volume in volume mode, whatever the dimensions', () => {
    expect(canSubmitCargoLine({ ...volume, volume_value: 0, length: 1, width: 1, height: 1 })).toBe(false);
    expect(canSubmitCargoLine({ ...volume, volume_value: null })).toBe(false);
  });
});
