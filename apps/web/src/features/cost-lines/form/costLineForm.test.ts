import { canSubmitCostLine, costLineFormDefaults } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { applyCostFormChange } from './applyCostFormChange';
import { costLinePayload } from './costLinePayload';

const filled = { ...costLineFormDefaults(), description: 'Freight', category_id: 3 };

describe('the cost item form', () => {
  it('clears the parent when Sub-item is unchecked', () => {
    const sub = { ...filled, is_sub_item: true, parent_id: 9 };
    expect(applyCostFormChange(sub, 'is_sub_item', false, 'USD')).toMatchObject({
      is_sub_item: false,
      parent_id: null,
    });
  });

  it('fills a Fixed total from quantity × unit cost until the user types one', () => {
    let values = applyCostFormChange(filled, 'quantity', 3, 'USD');
    values = applyCostFormChange(values, 'unit_cost', 50, 'USD');
    expect(values.total_cost).toBe(150);
    values = applyCostFormChange(values, 'quantity', 4, 'USD');
    expect(values.total_cost).toBe(200);
    values = applyCostFormChange(values, 'total_cost', 180, 'USD');
    values = applyCostFormChange(values, 'quantity', 5, 'USD');
    expect(values.total_cost).toBe(180);
  });

  it('leaves the total alone on CBM and Weight lines', () => {
    const cbm = { ...filled, calculation_method: 'CBM' as const };
    expect(applyCostFormChange(cbm, 'unit_cost', 50, 'USD').total_cost).toBeNull();
  });

  it('sends only the figure the method uses, and no parent for a regular item', () => {
    const values = { ...filled, rate: 12, total_cost: 99, parent_id: 4 };
    expect(costLinePayload(values)).toMatchObject({ rate: null, total_cost: 99, parent_id: null });
    expect(costLinePayload({ ...values, calculation_method: 'CBM' })).toMatchObject({
      rate: 12,
      total_cost: null,
    });
    expect(costLinePayload({ ...values, quantity: null })?.quantity).toBe(1);
    expect(costLinePayload({ ...values, category_id: null })).toBeNull();
  });

  it('is submittable per canSubmitCostLine', () => {
    expect(canSubmitCostLine(filled)).toBe(false);
    expect(canSubmitCostLine({ ...filled, total_cost: 10 })).toBe(true);
    expect(canSubmitCostLine({ ...filled, total_cost: 10, is_sub_item: true })).toBe(false);
  });
});
