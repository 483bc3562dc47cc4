import { type QuotationStatus, quotationsApi } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import type { ListPage } from '../../../shared/api/fetchList';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { useOptimisticMutation } from '../../../shared/forms/useOptimisticMutation';
import { QUOTATION_STATUS_MESSAGES } from '../../../shared/i18n/domainLabels';
import { translate } from '../../../shared/i18n/useT';
import { quotationActionFailure } from './quotationActionFailure';
import type { QuotationListRow } from './useQuotationList';

/** A row and the status Approve moves it to (the next step of the workflow). */
export interface ApproveRequest {
  row: QuotationListRow;
  next: QuotationStatus;
}

/**
 * Approve from a status list: the row leaves its list at once (it belongs to the next status now), the change
 * is sent on the row's version, a refusal puts the row back and says why (a stale version: the list is read
 * again and the user tries on what is stored), and the lists and sidebar counts are read again either way.
 */
export function useApproveQuotation() {
  return useOptimisticMutation({
    mutationFn: ({ row, next }: ApproveRequest) =>
      callApi(quotationsApi.update, { params: { id: row.id }, body: { status: next }, ifMatch: row.version }),
    cancel: quotationKeys.lists(),
    apply: ({ row }, queryClient) => withoutListRow(queryClient, row.id),
    onSuccess: (updated, { row }, queryClient) => {
      queryClient.setQueryData(quotationKeys.detail(updated.id), updated);
      notifications.show({
        color: 'green',
        title: translate('quotations.approved', { number: row.quotation_number }),
        message: translate('quotations.movedTo', {
          status: translate(QUOTATION_STATUS_MESSAGES[updated.status]),
        }),
      });
    },
    onError: (error, { row }) =>
      notifications.show({
        color: 'red',
        title: translate('quotations.approveFailed', { number: row.quotation_number }),
        message: quotationActionFailure(error),
      }),
    settle: (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quotationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: quotationKeys.counts() }),
      ]),
  });
}

/** Takes the row off every cached status list page; answers how to put the pages back. */
function withoutListRow(queryClient: QueryClient, id: number): () => void {
  const before = queryClient.getQueriesData<ListPage<{ id: number }>>({ queryKey: quotationKeys.lists() });
  for (const [key, page] of before) {
    if (!page?.data.some((row) => row.id === id)) continue;
    queryClient.setQueryData(key, {
      ...page,
      data: page.data.filter((row) => row.id !== id),
      total: page.total - 1,
    });
  }
  return () => {
    for (const [key, page] of before) queryClient.setQueryData(key, page);
  };
}
