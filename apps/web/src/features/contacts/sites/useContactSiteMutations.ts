import { type ContactSiteCreateInput, contactSitesApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { contactKeys } from '../../../shared/api/queryKeys';

/** Saving a site to a contact and deleting one; each reads that contact's sites again. */
export function useContactSiteMutations(contactId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: contactKeys.sites(contactId) });
  return {
    save: useMutation({
      mutationFn: (body: ContactSiteCreateInput) =>
        callApi(contactSitesApi.create, { params: { id: contactId }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (siteId: number) =>
        callApi(contactSitesApi.remove, { params: { id: contactId, site_id: siteId } }),
      onSettled: refresh,
    }),
  };
}
