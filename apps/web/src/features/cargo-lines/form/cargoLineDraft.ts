import { type CargoLine, type CargoLineFormValues, productSpecificationsText } from '@freight/domain';

/** Fields typed as numbers; the form keeps what was typed (text while incomplete, '' when blank). */
type NumberField =
  | 'length'
  | 'width'
  | 'height'
  | 'volume_value'
  | 'weight_value'
  | 'quantity'
  | 'declared_value_amount'
  | 'insurance_value';

/**
 * A box item form's values. Numbers stay as typed until submit (turning "0." into 0 while typing would eat
 * the decimal point); product specifications are tags in the modal and free comma text on the full page.
 */
export type CargoLineDraft = Omit<CargoLineFormValues, NumberField | 'product_specifications'> &
  Record<NumberField, number | string> & { product_specifications: string[] | string };

const typed = (value: number | null): number | string => value ?? '';

/** The form's starting values from defaults or a stored item; `specifications` picks tags or text. */
export function cargoLineDraft(
  source: CargoLineFormValues | CargoLine,
  specifications: 'tags' | 'text',
): CargoLineDraft {
  return {
    name: source.name,
    input_mode: source.input_mode,
    length: typed(source.length),
    width: typed(source.width),
    height: typed(source.height),
    dimension_unit: source.dimension_unit,
    volume_value: typed(source.volume_value),
    volume_unit: source.volume_unit,
    weight_value: typed(source.weight_value),
    weight_unit: source.weight_unit,
    quantity: source.quantity,
    declared_value_amount: typed(source.declared_value_amount),
    declared_value_currency: source.declared_value_currency,
    condition: source.condition,
    product_specifications:
      specifications === 'tags'
        ? [...(source.product_specifications ?? [])]
        : productSpecificationsText(source.product_specifications),
    hs_code: source.hs_code,
    hs_description: source.hs_description,
    insurance_required: source.insurance_required,
    insurance_value: typed(source.insurance_value),
    insurance_currency: source.insurance_currency,
  };
}
