import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

interface DeleteByIdOptions {
  /** The DELETE call for one id. */
  remove: (id: number) => Promise<unknown>;
  /** The deleted record's cache entry, which goes. */
  detailKey: (id: number) => QueryKey;
  /** The lists that held it, which refetch where on screen. */
  listsKey: QueryKey;
}

/** A record's DELETE by id: its own cache entry is dropped and the lists that held it refetch. */
export function useDeleteById({ remove, detailKey, listsKey }: DeleteByIdOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: detailKey(id) });
      return queryClient.invalidateQueries({ queryKey: listsKey, refetchType: 'active' });
    },
  });
}
