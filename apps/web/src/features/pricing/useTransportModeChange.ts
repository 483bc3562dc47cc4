import type { Quotation, TransportMode } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { translate } from '../../shared/i18n/useT';
import { useRefreshQuotationContents } from '../quotations/data/useRefreshQuotationContents';
import { useUpdateQuotation } from '../quotations/data/useUpdateQuotation';

/**
 * Saves a quotation's transport mode; the server recomputes its chargeable weight, lines and margin in the
 * same transaction, so the cost lines are read again. `pending` is the mode being saved, shown at once.
 */
export function useTransportModeChange(quotation: Pick<Quotation, 'id' | 'version'>) {
  const update = useUpdateQuotation();
  const refresh = useRefreshQuotationContents();
  const change = (mode: TransportMode) =>
    update.mutate(
      { id: quotation.id, changes: { transport_mode: mode }, version: quotation.version },
      {
        onSuccess: () => void refresh(quotation.id, 'cost-lines'),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: translate('pricing.transportModeNotSaved'),
            message: apiErrorMessage(error, translate('common.tryAgain')),
          }),
      },
    );
  const pending = update.isPending ? update.variables?.changes.transport_mode : undefined;
  return { change, pending, saving: update.isPending };
}
