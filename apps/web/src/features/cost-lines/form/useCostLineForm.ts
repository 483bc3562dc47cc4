import {
  type CostLine,
  canSubmitCostLine,
  costLineFormDefaults,
  costLinesApi,
  costLineTotal,
} from '@freight/domain';
import type { FormEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { useDialogCloseGuard } from '../../../shared/forms/FormModal';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { translate } from '../../../shared/i18n/useT';
import { revealInvalidNumbers } from '../../../shared/ui/revealInvalidNumbers';
import { applyCostFormPatch } from './applyCostFormChange';
import type { CostLineFieldGroup, CostLineShipmentTotals } from './costLineFieldGroup';
import { costLineFieldLabels } from './costLineFieldLabels';
import { costLineFormValuesOf } from './costLineFormValuesOf';
import { costLinePayload } from './costLinePayload';
import { useActiveCostCategories } from './useActiveCostCategories';
import { useSaveCostLine } from './useSaveCostLine';

interface CostLineFormSetup {
  quotationId: number;
  currency: string;
  shipment: CostLineShipmentTotals;
  /** The line being edited; null to add one. */
  item: CostLine | null;
  onSaved: (item: CostLine) => void;
}

/**
 * The cost line form's state: the record form (a 412 on an edit reloads the line and merges field by
 * field), the categories it chooses from, the save, the computed total and the submit that checks it all.
 */
export function useCostLineForm({ quotationId, currency, shipment, item, onSaved }: CostLineFormSetup) {
  const labels = costLineFieldLabels();
  const form = useRecordForm({
    initial: () => (item ? costLineFormValuesOf(item) : costLineFormDefaults()),
    version: item?.version,
    applyChange: (values, patch) => applyCostFormPatch(values, patch, currency),
    labels,
    stale: item
      ? {
          labels,
          load: async () => {
            const latest = await callApi(costLinesApi.get, { params: { id: item.id } });
            return { values: costLineFormValuesOf(latest), version: latest.version };
          },
        }
      : undefined,
  });
  const categories = useActiveCostCategories();
  const {
    save,
    saving,
    added,
    error: saveError,
    reset,
  } = useSaveCostLine({
    quotationId,
    item,
    onSaved,
    onFailed: (failure) => void form.fail(failure, translate('costLines.saveFailed')),
  });
  // Only adding asks before the dialog closes, as the other shared Add/Edit dialogs do (docs/conventions.md).
  useDialogCloseGuard(!item && form.dirtyFields.length > 0 && !saving && !added);
  const fields: CostLineFieldGroup = { values: form.values, errors: form.errors, setField: form.setField };
  const computedTotal = costLineTotal(form.values, shipment, currency);
  const canSave = canSubmitCostLine(form.values) && categories.isSuccess && !saving;

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload = costLinePayload(form.values);
    if (!payload || !canSave || form.blockedByConflict()) return;
    form.setFormError(null);
    // The form keeps null for text that is not a number: the field shows why, and nothing is saved.
    if (!revealInvalidNumbers(event.currentTarget as HTMLFormElement)) return;
    save(payload, form.version);
  }

  return { form, fields, categories, computedTotal, canSave, saving, saveError, resetSave: reset, submit };
}
