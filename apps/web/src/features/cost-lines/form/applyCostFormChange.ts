import { type CostLineFormValues, multiplyMoney } from '@freight/domain';

function quantityTimesUnitCost(values: CostLineFormValues, currency: string): number | null {
  return values.unit_cost === null ? null : multiplyMoney(currency, values.quantity ?? 1, values.unit_cost);
}

/**
 * The modal's values after one field changes. Unchecking Sub-item clears the parent (top lines have none). On a Fixed line
 * the total follows quantity × unit cost while the user has not typed a total of their own, so entering
 * "3 × 50" fills in 150.00 (exactly, at the quotation currency's decimals); a typed total is never overwritten.
 */
export function applyCostFormChange<K extends keyof CostLineFormValues>(
  current: CostLineFormValues,
  field: K,
  value: CostLineFormValues[K],
  currency: string,
): CostLineFormValues {
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
  current: CostLineFormValues,
  patch: Partial<CostLineFormValues>,
  currency: string,
): CostLineFormValues {
  let next = current;
  for (const field of Object.keys(patch) as (keyof CostLineFormValues)[]) {
    next = applyCostFormChange(next, field, patch[field] as CostLineFormValues[typeof field], currency);
  }
  return next;
}
