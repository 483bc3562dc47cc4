import { documentVersionsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../shared/api/fetchList';
import { documentKeys } from '../../shared/api/queryKeys';

/** A document's versions, newest first. */
export function useDocumentVersions(documentId: number) {
  return useQuery({
    queryKey: documentKeys.versions(documentId),
    queryFn: ({ signal }) =>
      fetchList(documentVersionsApi.list, { query: { document_id: documentId, limit: 1000 }, signal }),
  });
}
