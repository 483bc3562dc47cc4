import { quotationHistoryApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { auditKeys } from '../../../shared/api/queryKeys';
import { usePanelQuery } from '../../../shared/api/usePanelQuery';

/** A quotation's history, newest first; read each time the panel opens, since any save adds to it. */
export function useQuotationHistory(quotationId: number, enabled: boolean) {
  return usePanelQuery(
    auditKeys.quotation(quotationId),
    (signal) => callApi(quotationHistoryApi.history, { params: { id: quotationId }, signal }),
    enabled,
  );
}
