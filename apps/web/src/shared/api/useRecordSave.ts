import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

interface RecordSaveOptions<V, R extends { id: number }> {
  /** The create or update call. */
  save: (variables: V) => Promise<R>;
  /** The saved record's cache entry, which takes the answer. */
  detailKey: (id: number) => QueryKey;
  /** The lists (and pickers) that show the record, which refetch where on screen. */
  listsKey: QueryKey;
}

/** A record's create or update: the answer goes into its cache entry and the lists that show it refetch. */
export function useRecordSave<V, R extends { id: number }>({
  save,
  detailKey,
  listsKey,
}: RecordSaveOptions<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: listsKey, refetchType: 'active' });
    },
  });
}
