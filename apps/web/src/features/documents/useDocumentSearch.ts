import { documentsApi, foldersApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../shared/api/fetchList';
import { documentKeys } from '../../shared/api/queryKeys';

/** Folders and documents whose names match, across every folder the caller may see (searched by the server). */
export function useDocumentSearch(text: string) {
  return useQuery({
    queryKey: documentKeys.search(text),
    queryFn: async ({ signal }) => {
      const query = { search: text, limit: 200 };
      const [folders, documents] = await Promise.all([
        fetchList(foldersApi.list, { query, signal }),
        fetchList(documentsApi.list, { query, signal }),
      ]);
      return { folders: folders.data, documents: documents.data };
    },
    enabled: text !== '',
  });
}
