import {
  type CargoLineUpdateInput,
  cargoLineQuantity,
  normalizeProductSpecifications,
  toFiniteNumber,
} from '@freight/domain';
import type { CargoLineDraft } from './cargoLineDraft';

/**
 * The body of POST/PUT /box_items from a form: empty or invalid numbers become null, quantity falls back to
 * 1, specifications become a list (null when none), and the insurance value is dropped when insurance is
 * not required, as the form hides it then. CBM and weight are not sent: the server computes them.
 */
export function cargoLinePayload(draft: CargoLineDraft): CargoLineUpdateInput & { name: string } {
  return {
    name: draft.name.trim(),
    input_mode: draft.input_mode,
    length: toFiniteNumber(draft.length),
    width: toFiniteNumber(draft.width),
    height: toFiniteNumber(draft.height),
    dimension_unit: draft.dimension_unit,
    volume_value: toFiniteNumber(draft.volume_value),
    volume_unit: draft.volume_unit,
    weight_value: toFiniteNumber(draft.weight_value),
    weight_unit: draft.weight_unit,
    quantity: cargoLineQuantity(draft.quantity),
    declared_value_amount: toFiniteNumber(draft.declared_value_amount),
    declared_value_currency: draft.declared_value_currency,
    condition: draft.condition,
    product_specifications: normalizeProductSpecifications(draft.product_specifications),
    hs_code: draft.hs_code.trim(),
    hs_description: draft.hs_description.trim(),
    insurance_required: draft.insurance_required,
    insurance_value: draft.insurance_required ? toFiniteNumber(draft.insurance_value) : null,
    insurance_currency: draft.insurance_currency.trim() || 'USD',
  };
}
