import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

interface SingletonRecordOptions<R, C> {
  /** The record's one cache entry. */
  key: QueryKey;
  /** GET of the record. */
  load: (signal: AbortSignal) => Promise<R>;
  /** PUT of the changes, If-Match the version they were made on. */
  save: (changes: C, version: number) => Promise<R>;
}

/**
 * A record the app has exactly one of (the company profile, the pricing settings): `query` reads it, `save`
 * sends the changes against the version read (a 412 is the editor's to merge) and puts the answer in the cache.
 */
export function useSingletonRecord<R, C>({ key, load, save }: SingletonRecordOptions<R, C>) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => load(signal) });
  const mutation = useMutation({
    mutationFn: (input: { changes: C; version: number }) => save(input.changes, input.version),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return { query, save: mutation };
}
