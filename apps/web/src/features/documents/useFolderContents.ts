import { foldersApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { documentKeys } from '../../shared/api/queryKeys';

/** One folder's path, folders and documents. */
export function useFolderContents(folderId: number | undefined) {
  return useQuery({
    queryKey: documentKeys.contents(folderId ?? 0),
    queryFn: ({ signal }) => callApi(foldersApi.contents, { params: { id: folderId! }, signal }),
    enabled: folderId !== undefined,
    placeholderData: keepPreviousData,
  });
}
