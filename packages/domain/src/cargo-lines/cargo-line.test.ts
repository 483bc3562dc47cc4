import { describe, expect, it } from 'vitest';
import { fieldErrorsAgainst } from '../shared/field-errors';
import {
  BOX_ITEM_MESSAGES,
  type CargoLine,
  cargoLineCreateSchema,
  cargoLineSchema,
  cargoLineUpdateSchema,
  normalizeProductSpecifications,
  productSpecificationsText,
} from './cargo-line';
import { cargoLineModalDefaults } from './cargo-line-form';

const fieldErrors = fieldErrorsAgainst(cargoLineCreateSchema);

describe('box item record schema', () => {
  it('accepts a stored item with every field of the spec', () => {
    const stored: CargoLine = {
      ...cargoLineModalDefaults(),
      id: 1,
      quotation_id: 2,
      name: 'Sofa',
      product_specifications: null,
      individual_cbm: 0.5,
      total_cbm: 1,
      individual_weight: 30,
      total_weight: 60,
      version: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(cargoLineSchema.parse(stored)).toEqual(stored);
  });
});

describe('box item create validation', () => {
  it("requires a quotation and a name ('Name is required')", () => {
    expect(fieldErrors({})).toEqual({ quotation_id: 'Missing Quotation ID', name: 'Name is required' });
    expect(fieldErrors({ quotation_id: 3, name: '  ' })).toEqual({ name: BOX_ITEM_MESSAGES.nameRequired });
  });

  it('needs a whole quantity of at least 1', () => {
    expect(fieldErrors({ quotation_id: 3, name: 'Box', quantity: 0 })).toEqual({
      quantity: 'Quantity must be at least 1',
    });
    expect(fieldErrors({ quotation_id: 3, name: 'Box', quantity: 1.5 })).toEqual({
      quantity: 'Quantity must be a whole number',
    });
  });

  it('turns blank measurements into null and numeric strings into numbers', () => {
    const parsed = cargoLineCreateSchema.parse({
      quotation_id: '3',
      name: ' Box ',
      length: '',
      width: '12.5',
      height: null,
      quantity: '2',
      weight_value: 4,
    });
    expect(parsed).toEqual({
      quotation_id: 3,
      name: 'Box',
      length: null,
      width: 12.5,
      height: null,
      quantity: 2,
      weight_value: 4,
    });
  });

  it('rejects negative measurements and unknown units', () => {
    expect(fieldErrors({ quotation_id: 3, name: 'Box', weight_value: -1, dimension_unit: 'yards' })).toEqual({
      weight_value: 'Weight cannot be negative',
      dimension_unit: 'Dimension unit must be inches, cm, mm, m or ft',
    });
  });

  it('keeps product specifications as a list, splitting free text at commas, or null when empty', () => {
    const parse = (product_specifications: unknown) =>
      cargoLineCreateSchema.parse({ quotation_id: 1, name: 'Box', product_specifications })
        .product_specifications;
    expect(parse(['Fragile', ' High Value ', 'Fragile'])).toEqual(['Fragile', 'High Value']);
    expect(parse('Fragile, keep upright ,')).toEqual(['Fragile', 'keep upright']);
    expect(parse([])).toBeNull();
    expect(parse('  ')).toBeNull();
    expect(parse(null)).toBeNull();
  });

  it('drops the computed totals a client sends', () => {
    const parsed = cargoLineCreateSchema.parse({ quotation_id: 1, name: 'Box', total_cbm: 99 });
    expect('total_cbm' in parsed).toBe(false);
  });
});

describe('box item update validation', () => {
  it('accepts any subset with the same rules', () => {
    expect(cargoLineUpdateSchema.parse({ quantity: '4' })).toEqual({ quantity: 4 });
    expect(fieldErrors({ name: '' }, cargoLineUpdateSchema)).toEqual({ name: 'Name is required' });
  });
});

describe('product specification helpers', () => {
  it('round-trip between the list and the free text', () => {
    expect(productSpecificationsText(['Fragile', 'Chemical'])).toBe('Fragile, Chemical');
    expect(productSpecificationsText(null)).toBe('');
    expect(normalizeProductSpecifications('Fragile, Chemical')).toEqual(['Fragile', 'Chemical']);
  });
});
