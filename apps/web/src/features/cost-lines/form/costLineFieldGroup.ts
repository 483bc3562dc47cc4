import type { CostLineFormValues } from '@freight/domain';
import type { FormErrors } from '../../../shared/forms/useRecordForm';

/** What every group of the cost line form reads and writes: the values, their messages and the setter. */
export interface CostLineFieldGroup {
  values: CostLineFormValues;
  errors: FormErrors<CostLineFormValues>;
  setField: <K extends keyof CostLineFormValues>(field: K, value: CostLineFormValues[K]) => void;
}

/** The quotation's shipment totals a CBM, Weight or Chargeable rate is multiplied by. */
export interface CostLineShipmentTotals {
  total_cbm: number;
  total_weight: number;
  chargeable_weight: number;
}
