import { foldersApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { documentKeys } from '../../shared/api/queryKeys';

/** The caller's root folder 'Documents' (the server makes it on first use). */
export function useRootFolder() {
  return useQuery({
    queryKey: documentKeys.root(),
    queryFn: ({ signal }) => callApi(foldersApi.root, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
