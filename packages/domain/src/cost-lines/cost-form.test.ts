import { describe, expect, it } from 'vitest';
import { canSubmitCostLine, costLineFormDefaults, isValidParent, parentChoices } from './cost-form';

const fixed = {
  description: 'Crating',
  category_id: 3,
  location: 'Origin',
  calculation_method: 'Fixed',
  total_cost: 120,
  is_sub_item: false,
  parent_id: null,
};

describe('cost item form defaults', () => {
  it('start at Origin, Fixed, quantity 1, not a sub-item', () => {
    expect(costLineFormDefaults()).toMatchObject({
      location: 'Origin',
      calculation_method: 'Fixed',
      quantity: 1,
      is_sub_item: false,
      parent_id: null,
      category_id: null,
      description: '',
    });
  });
});

describe('canSubmitCostLine', () => {
  it('allows a Fixed item with description, category, location and a total above 0', () => {
    expect(canSubmitCostLine(fixed)).toBe(true);
  });

  it('refuses a blank description or no category', () => {
    expect(canSubmitCostLine({ ...fixed, description: '  ' })).toBe(false);
    expect(canSubmitCostLine({ ...fixed, category_id: null })).toBe(false);
    expect(canSubmitCostLine({ ...fixed, category_id: '' })).toBe(false);
  });

  it('refuses a missing or unknown location or method', () => {
    expect(canSubmitCostLine({ ...fixed, location: null })).toBe(false);
    expect(canSubmitCostLine({ ...fixed, calculation_method: 'Hourly' })).toBe(false);
  });

  it('Fixed needs a total cost above 0', () => {
    expect(canSubmitCostLine({ ...fixed, total_cost: 0 })).toBe(false);
    expect(canSubmitCostLine({ ...fixed, total_cost: '' })).toBe(false);
  });

  it('CBM and Weight need a rate above 0, whatever the total', () => {
    expect(canSubmitCostLine({ ...fixed, calculation_method: 'CBM', rate: 45 })).toBe(true);
    expect(canSubmitCostLine({ ...fixed, calculation_method: 'CBM', rate: 0 })).toBe(false);
    expect(canSubmitCostLine({ ...fixed, calculation_method: 'Weight', rate: '0.8' })).toBe(true);
    expect(canSubmitCostLine({ ...fixed, calculation_method: 'Weight', rate: null })).toBe(false);
  });

  it('a sub-item also needs a parent', () => {
    expect(canSubmitCostLine({ ...fixed, is_sub_item: true, parent_id: null })).toBe(false);
    expect(canSubmitCostLine({ ...fixed, is_sub_item: true, parent_id: 8 })).toBe(true);
  });
});

describe('parentChoices', () => {
  const items = [
    { id: 1, is_sub_item: false },
    { id: 2, is_sub_item: true },
    { id: 3, is_sub_item: false },
  ];

  it('offers the regular items other than the item itself', () => {
    expect(parentChoices(items, 1).map((i) => i.id)).toEqual([3]);
    expect(parentChoices(items).map((i) => i.id)).toEqual([1, 3]);
  });

  it('is empty when there are no regular items', () => {
    expect(parentChoices([{ id: 2, is_sub_item: true }], null)).toEqual([]);
  });

  it('isValidParent refuses the item itself and sub-items', () => {
    expect(isValidParent(items, 3, 1)).toBe(true);
    expect(isValidParent(items, 1, 1)).toBe(false);
    expect(isValidParent(items, 2, 1)).toBe(false);
  });
});
