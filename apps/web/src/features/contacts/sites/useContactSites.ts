import { contactSitesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { contactKeys } from '../../../shared/api/queryKeys';

/** The contact's saved sites, by name; idle while there is no contact (or no grant to read contacts). */
export function useContactSites(contactId: number | null, enabled = true) {
  return useQuery({
    queryKey: contactKeys.sites(contactId ?? 0),
    queryFn: async ({ signal }) =>
      (await callApi(contactSitesApi.list, { params: { id: contactId ?? 0 }, signal })).data,
    enabled: enabled && contactId !== null,
  });
}
