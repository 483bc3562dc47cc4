import type { CargoLine } from '@freight/domain';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import type { RecordForm } from '../../../shared/forms/useRecordForm';
import { translate } from '../../../shared/i18n/useT';
import { useCreateCargoLine } from '../useCreateCargoLine';
import { useUpdateCargoLine } from '../useUpdateCargoLine';
import type { CargoLineDraft } from './cargoLineDraft';
import { cargoLinePayload } from './cargoLinePayload';

/**
 * Adds or updates a cargo line from a form's draft, on the version the form holds (after a 412: the latest).
 * `failure` is the refusal to tell; a 412 is not one, since the form merges it and shows its conflicts.
 */
export function useSaveCargoLine(
  form: RecordForm<CargoLineDraft>,
  item: CargoLine | null,
  quotationId: number,
) {
  const create = useCreateCargoLine();
  const update = useUpdateCargoLine();
  const error = item ? update.error : create.error;

  /** The saved line, or null when the save was refused (the form then shows why). */
  async function save(): Promise<CargoLine | null> {
    const body = cargoLinePayload(form.values);
    try {
      return item
        ? await update.mutateAsync({ id: item.id, changes: body, version: form.version ?? item.version })
        : await create.mutateAsync({ ...body, quotation_id: quotationId });
    } catch (failed) {
      void form.fail(failed, translate('common.tryAgain'));
      return null;
    }
  }

  return {
    save,
    saving: create.isPending || update.isPending,
    failure: form.stale && hasErrorCode(error, 'PRECONDITION_FAILED') ? null : error,
  };
}
