import type { FormErrors } from '../../../shared/forms/useRecordForm';
import type { CargoLineDraft } from './cargoLineDraft';

/** What each group of box item fields receives from its form. */
export interface CargoLineFieldsProps {
  draft: CargoLineDraft;
  errors: FormErrors<CargoLineDraft>;
  setField: <K extends keyof CargoLineDraft>(field: K, value: CargoLineDraft[K]) => void;
}
