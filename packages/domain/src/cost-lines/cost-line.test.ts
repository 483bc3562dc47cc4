import { describe, expect, it } from 'vitest';
import { fieldErrorsAgainst } from '../shared/field-errors';
import {
  costCategoryCreateSchema,
  costCategorySchema,
  costLineCreateSchema,
  costLineSchema,
  costLineUpdateSchema,
} from './cost-line';

const fieldErrors = fieldErrorsAgainst(costLineCreateSchema);

describe('cost item record schema', () => {
  it('accepts a stored item with every field and its category', () => {
    const stored = {
      id: 1,
      quotation_id: 2,
      category_id: 3,
      category_id_related: { id: 3, name: 'Packaging' },
      description: 'Crating',
      client_description: 'Packaging: Crating',
      location: 'Origin',
      currency: 'USD',
      charge_part: 'origin_charges',
      calculation_method: 'Fixed',
      quantity: 1,
      unit_cost: null,
      rate: null,
      total_cost: 120,
      supplier: 'Cathay Cargo',
      buy_rate: null,
      buy_total: 95.5,
      buy_currency: 'EUR',
      buy_cost: 103.14,
      is_sub_item: false,
      parent_id: null,
      sort_order: 0,
      version: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(costLineSchema.parse(stored)).toEqual(stored);
  });
});

describe('cost item create validation', () => {
  it('requires a quotation, a description and a category', () => {
    expect(fieldErrors({})).toEqual({
      quotation_id: 'Quotation is required',
      category_id: 'Please select a category',
      description: 'Description is required',
    });
  });

  it('accepts numbers as numeric strings and blank amounts as null', () => {
    expect(
      costLineCreateSchema.parse({
        quotation_id: '2',
        category_id: '3',
        description: ' Freight ',
        calculation_method: 'CBM',
        rate: '85.5',
        total_cost: '',
        quantity: '1',
      }),
    ).toEqual({
      quotation_id: 2,
      category_id: 3,
      description: 'Freight',
      calculation_method: 'CBM',
      rate: 85.5,
      total_cost: null,
      quantity: 1,
    });
  });

  it('refuses unknown methods and locations and negative amounts', () => {
    expect(
      fieldErrors({
        quotation_id: 1,
        category_id: 1,
        description: 'x',
        calculation_method: 'Hourly',
        location: 'Sea',
        rate: -1,
      }),
    ).toEqual({
      calculation_method: 'Calculation method must be Fixed, CBM, Weight or Chargeable',
      location: 'Location must be Origin or Destination',
      rate: 'Rate cannot be negative',
    });
  });

  it('says a too-long description is too long, not that it is required', () => {
    const base = { quotation_id: 1, category_id: 1 };
    expect(fieldErrors({ ...base, description: 'x'.repeat(501) })).toEqual({
      description: 'Description can be at most 500 characters',
    });
    expect(fieldErrors({ ...base, description: '   ' })).toEqual({ description: 'Description is required' });
  });

  it("refuses a sub-item without a parent with 'Please select a parent item'", () => {
    expect(fieldErrors({ quotation_id: 1, category_id: 1, description: 'x', is_sub_item: true })).toEqual({
      parent_id: 'Please select a parent item',
    });
  });
});

describe('cost item update validation', () => {
  it('accepts any subset and refuses turning on sub-item with no parent', () => {
    expect(costLineUpdateSchema.parse({ rate: '2' })).toEqual({ rate: 2 });
    expect(fieldErrors({ is_sub_item: true, parent_id: null }, costLineUpdateSchema)).toEqual({
      parent_id: 'Please select a parent item',
    });
  });
});

describe('cost category schemas', () => {
  it('require a name and default nothing else', () => {
    expect(fieldErrors({}, costCategoryCreateSchema)).toEqual({ name: 'Category name is required' });
    expect(costCategoryCreateSchema.parse({ name: ' Storage ' })).toEqual({ name: 'Storage' });
    expect(
      costCategorySchema.parse({
        id: 1,
        name: 'Storage',
        is_active: true,
        part: 'by_location',
        version: 1,
        created_at: 'x',
        updated_at: 'x',
      }),
    ).toMatchObject({ name: 'Storage' });
  });
});
