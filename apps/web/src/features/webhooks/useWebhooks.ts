import { type WebhookCreate, type WebhookUpdate, webhooksApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { accessKeys } from '../../shared/api/queryKeys';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation';

/** The registered webhooks, and whether the server can sign (SECRET_KEY set). */
export function useWebhooks() {
  return useQuery({
    queryKey: accessKeys.webhooks,
    queryFn: ({ signal }) => callApi(webhooksApi.list, { signal }),
  });
}

/** One webhook's latest deliveries; refreshed while some still wait, so a retry's outcome shows up. */
export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: accessKeys.webhookDeliveries(id),
    queryFn: ({ signal }) => callApi(webhooksApi.deliveries, { params: { id }, signal }),
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.status === 'pending') ? 5000 : false,
  });
}

export function useWebhookMutations() {
  const key = accessKeys.webhooks;
  return {
    create: useRefreshingMutation(key, (body: WebhookCreate) => callApi(webhooksApi.create, { body })),
    update: useRefreshingMutation(
      key,
      ({ id, changes, version }: { id: number; changes: WebhookUpdate; version: number }) =>
        callApi(webhooksApi.update, { params: { id }, body: changes, ifMatch: version }),
    ),
    remove: useRefreshingMutation(key, (id: number) => callApi(webhooksApi.remove, { params: { id } })),
    resend: useRefreshingMutation(key, ({ id, deliveryId }: { id: number; deliveryId: number }) =>
      callApi(webhooksApi.resend, { params: { id, delivery_id: deliveryId } }),
    ),
    test: useRefreshingMutation(key, (id: number) => callApi(webhooksApi.test, { params: { id } })),
  };
}
