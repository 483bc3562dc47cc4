import { type CargoLine, cargoLinesApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import type { StaleReload } from '../../../shared/forms/useRecordForm';
import type { MessageId } from '../../../shared/i18n/i18n';
import { translateLabels } from '../../../shared/i18n/translateLabels';
import { translate } from '../../../shared/i18n/useT';
import { type CargoLineDraft, cargoLineDraft } from './cargoLineDraft';

/** Each box item field's label as the forms show it, in screen order. */
const BOX_ITEM_FIELD_LABELS: Readonly<Record<keyof CargoLineDraft, MessageId>> = {
  name: 'cargoLines.name',
  quantity: 'cargoLines.quantity',
  input_mode: 'cargoLines.sizeBy',
  length: 'cargoLines.length',
  width: 'cargoLines.width',
  height: 'cargoLines.height',
  dimension_unit: 'cargoLines.dimensionUnit',
  volume_value: 'cargoLines.volume',
  volume_unit: 'cargoLines.volumeUnit',
  weight_value: 'cargoLines.weight',
  weight_unit: 'cargoLines.weightUnit',
  condition: 'cargoLines.condition',
  declared_value_amount: 'cargoLines.declaredValue',
  declared_value_currency: 'cargoLines.declaredValueCurrency',
  product_specifications: 'cargoLines.productSpecifications',
  hs_code: 'cargoLines.hsCode',
  hs_description: 'cargoLines.hsDescription',
  insurance_required: 'cargoLines.insuranceRequired',
  insurance_value: 'cargoLines.insuranceValue',
  insurance_currency: 'cargoLines.insuranceCurrency',
};

/**
 * The labels in the reader's language, worded at each render so that they follow a switch: the conflict notice
 * and the messages that name a field use them.
 */
export function cargoLineFieldLabels(): Record<keyof CargoLineDraft, string> {
  return translateLabels(BOX_ITEM_FIELD_LABELS, translate);
}

/** How an edit of `item` reads the latest stored item after a 412, to merge it with what the user typed. */
export function cargoLineStaleReload(
  item: CargoLine | null,
  specifications: 'tags' | 'text',
): StaleReload<CargoLineDraft> | undefined {
  if (!item) return undefined;
  return {
    labels: cargoLineFieldLabels(),
    load: async () => {
      const latest = await callApi(cargoLinesApi.get, { params: { id: item.id } });
      return { values: cargoLineDraft(latest, specifications), version: latest.version };
    },
  };
}
