import type { CostLineFormValues } from '@freight/domain';

/** The body of POST and PUT /cost_items, without quotation_id. */
export interface CostLinePayload {
  description: string;
  /** Blank: the server derives it from the category and the description. */
  client_description: string;
  category_id: number;
  location: CostLineFormValues['location'];
  calculation_method: CostLineFormValues['calculation_method'];
  quantity: number;
  unit_cost: number | null;
  rate: number | null;
  total_cost: number | null;
  is_sub_item: boolean;
  parent_id: number | null;
  supplier: string;
  buy_rate: number | null;
  buy_total: number | null;
  buy_currency: CostLineFormValues['buy_currency'];
}

/**
 * What the modal sends. Only the figure the method uses goes with it (the total for Fixed, the rate for CBM
 * and Weight), so a rate left over from switching methods cannot change a Fixed line later; a blank quantity
 * is the default 1, and a regular item has no parent. Null until a category is chosen.
 */
export function costLinePayload(values: CostLineFormValues): CostLinePayload | null {
  if (values.category_id === null) return null;
  const fixed = values.calculation_method === 'Fixed';
  return {
    description: values.description.trim(),
    client_description: values.client_description.trim(),
    category_id: values.category_id,
    location: values.location,
    calculation_method: values.calculation_method,
    quantity: values.quantity ?? 1,
    unit_cost: values.unit_cost,
    rate: fixed ? null : values.rate,
    total_cost: fixed ? values.total_cost : null,
    is_sub_item: values.is_sub_item,
    parent_id: values.is_sub_item ? values.parent_id : null,
    supplier: values.supplier.trim(),
    buy_rate: values.buy_rate,
    buy_total: values.buy_rate === null ? values.buy_total : null,
    buy_currency: values.buy_currency,
  };
}
