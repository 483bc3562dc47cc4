import { type CargoLine, cargoLinesApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import type { StaleReload } from '../../../shared/forms/useRecordForm';
import { type CargoLineDraft, cargoLineDraft } from './cargoLineDraft';

/** Each box item field's label as the forms show it, in screen order. */
const BOX_ITEM_FIELD_LABELS: Readonly<Record<keyof CargoLineDraft, string>> = {
  name: 'Name',
  quantity: 'Quantity',
  input_mode: 'Size by',
  length: 'Length',
  width: 'Width',
  height: 'Height',
  dimension_unit: 'Dimension unit',
  volume_value: 'Volume',
  volume_unit: 'Volume unit',
  weight_value: 'Weight',
  weight_unit: 'Weight unit',
  condition: 'Condition',
  declared_value_amount: 'Declared value',
  declared_value_currency: 'Declared value currency',
  product_specifications: 'Product specifications',
  hs_code: 'HS code',
  hs_description: 'HS description',
  insurance_required: 'Insurance required',
  insurance_value: 'Insurance value',
  insurance_currency: 'Insurance currency',
};

/** How an edit of `item` reads the latest stored item after a 412, to merge it with what the user typed. */
export function cargoLineStaleReload(
  item: CargoLine | null,
  specifications: 'tags' | 'text',
): StaleReload<CargoLineDraft> | undefined {
  if (!item) return undefined;
  return {
    labels: BOX_ITEM_FIELD_LABELS,
    load: async () => {
      const latest = await callApi(cargoLinesApi.get, { params: { id: item.id } });
      return { values: cargoLineDraft(latest, specifications), version: latest.version };
    },
  };
}
