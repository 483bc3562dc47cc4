import type { CostLineFormValues } from '@freight/domain';

/** Each cost item field's label as the modal shows it, in screen order (amounts without their currency). */
export const COST_ITEM_FIELD_LABELS: Readonly<Record<keyof CostLineFormValues, string>> = {
  description: 'Description',
  client_description: 'Client description',
  category_id: 'Category',
  location: 'Location',
  calculation_method: 'Calculation method',
  quantity: 'Quantity',
  unit_cost: 'Unit cost',
  rate: 'Rate',
  total_cost: 'Total cost',
  supplier: 'Supplier',
  buy_currency: 'Buy currency',
  buy_rate: 'Buy rate',
  buy_total: 'Buy total',
  is_sub_item: 'Sub-item',
  parent_id: 'Parent item',
};
