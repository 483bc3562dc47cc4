import { type CostLine, type CostLineFormValues, defaultClientDescription } from '@freight/domain';

/** The modal's values for editing `item`: what was entered, not what the server derived. */
export function costLineFormValuesOf(item: CostLine): CostLineFormValues {
  const fixed = item.calculation_method === 'Fixed';
  return {
    description: item.description,
    // The text derived from the category and description shows as blank (its placeholder), so that it keeps
    // following them; only a text someone worded is kept as typed.
    client_description:
      item.client_description === defaultClientDescription(item.category_id_related?.name, item.description)
        ? ''
        : item.client_description,
    category_id: item.category_id,
    location: item.location,
    calculation_method: item.calculation_method,
    quantity: item.quantity,
    unit_cost: item.unit_cost,
    rate: item.rate,
    // A CBM or Weight line's total is computed, so it is not offered as an entered total.
    total_cost: fixed ? item.total_cost : null,
    is_sub_item: item.is_sub_item,
    parent_id: item.parent_id,
    supplier: item.supplier,
    buy_rate: item.buy_rate,
    // With a buy rate the buy total is computed; without one it is what was entered.
    buy_total: item.buy_rate === null ? item.buy_total : null,
    buy_currency: item.buy_currency,
  };
}
