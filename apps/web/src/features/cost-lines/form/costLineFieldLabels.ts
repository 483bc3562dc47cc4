import type { CostLineFormValues } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';
import { translate } from '../../../shared/i18n/useT';

/** Each cost item field's label as the modal shows it, in screen order (amounts without their currency). */
const COST_ITEM_FIELD_LABELS: Readonly<Record<keyof CostLineFormValues, MessageId>> = {
  description: 'costLines.description',
  client_description: 'costLines.clientDescription',
  category_id: 'costLines.category',
  location: 'costLines.location',
  calculation_method: 'costLines.calculationMethod',
  quantity: 'costLines.quantity',
  unit_cost: 'costLines.unitCost',
  rate: 'costLines.rate',
  total_cost: 'costLines.totalCost',
  supplier: 'costLines.supplier',
  buy_currency: 'costLines.buyCurrency',
  buy_rate: 'costLines.buyRate',
  buy_total: 'costLines.buyTotal',
  is_sub_item: 'costLines.subItem',
  parent_id: 'costLines.parentItem',
};

/** The labels in the reader's language, worded when asked (each render), so they follow a switch. */
export function costLineFieldLabels(): Record<keyof CostLineFormValues, string> {
  return Object.fromEntries(
    Object.entries(COST_ITEM_FIELD_LABELS).map(([field, id]) => [field, translate(id)]),
  ) as Record<keyof CostLineFormValues, string>;
}
