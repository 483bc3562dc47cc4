import { type CostItemFormValues, multiplyMoney } from '@freight/domain';

function quantityTimesUnitCost(values: CostItemFormValues, currency: string): number | null {
  return values.unit_cost === null ? null : multiplyMoney(currency, values.quantity ?? 1, values.unit_cost);
}

/**
 * The modal's values after one field changes. Unchecking Sub-item clears the parent (top lines have none). On a Fixed line
 * the total follows quantity × unit cost while the user has not typed a total of their own, so entering
 * "3 × 50" fills in 150.00 (exactly, at the quotation currency's decimals); a typed total is never overwritten.
 */
export function applyCostFormChange<K extends keyof CostItemFormValues>(
  current: CostItemFormValues,
  field: K,
  value: CostItemFormValues[K],
  currency: string,
): CostItemFormValues {
  const next = { ...current, [field]: value };
  if (field === 'is_sub_item' && !value) next.parent_id = null;
  if ((field === 'quantity' || field === 'unit_cost') && next.calculation_method === 'Fixed') {
    const previous = quantityTimesUnitCost(current, currency);
    const followsProduct = current.total_cost === null || current.total_cost === previous;
    if (followsProduct) next.total_cost = quantityTimesUnitCost(next, currency);
  }
  return next;
}

/** The same for several fields at once, as the record form hands changes over. */
export function applyCostFormPatch(
  current: CostItemFormValues,
  patch: Partial<CostItemFormValues>,
  currency: string,
): CostItemFormValues {
  let next = current;
  for (const field of Object.keys(patch) as (keyof CostItemFormValues)[]) {
    next = applyCostFormChange(next, field, patch[field] as CostItemFormValues[typeof field], currency);
  }
  return next;
}
