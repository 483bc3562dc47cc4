import type { CostLine } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { translate } from '../../../shared/i18n/useT';
import { useCreateCostLine } from '../useCreateCostLine';
import { useUpdateCostLine } from '../useUpdateCostLine';
import type { CostLinePayload } from './costLinePayload';

interface SaveCostLineOptions {
  quotationId: number;
  /** The line being edited; null adds one. */
  item: CostLine | null;
  onSaved: (item: CostLine) => void;
  /** A refused save, for the form to tell (or merge, after a 412). */
  onFailed: (error: Error) => void;
}

/** Adds or updates a cost line and says so; `version` is the one the form holds (after a 412: the latest). */
export function useSaveCostLine({ quotationId, item, onSaved, onFailed }: SaveCostLineOptions) {
  const create = useCreateCostLine();
  const update = useUpdateCostLine();

  function saved(result: CostLine, title: string) {
    notifications.show({ color: 'teal', title, message: result.description });
    onSaved(result);
  }

  function save(payload: CostLinePayload, version: number | undefined) {
    if (item) {
      const changes = {
        id: item.id,
        quotationId: item.quotation_id,
        version: version ?? item.version,
        changes: payload,
      };
      update.mutate(changes, {
        onSuccess: (result) => saved(result, translate('costLines.updated')),
        onError: onFailed,
      });
    } else {
      create.mutate(
        { ...payload, quotation_id: quotationId },
        { onSuccess: (result) => saved(result, translate('costLines.added')), onError: onFailed },
      );
    }
  }

  return {
    save,
    saving: create.isPending || update.isPending,
    /** A new line was added: the dialog is closing and nothing typed is left to lose. */
    added: create.isSuccess,
    /** Why the last save was refused, if it was. */
    error: item ? update.error : create.error,
    /** Forgets a failed save (after the quotation was repriced with the missing rate). */
    reset: () => {
      create.reset();
      update.reset();
    },
  };
}
