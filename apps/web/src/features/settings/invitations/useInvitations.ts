import { type InvitationCreate, invitationsApi } from '@freight/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { accessKeys } from '../../../shared/api/queryKeys';

export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: accessKeys.invitations,
    queryFn: ({ signal }) => callApi(invitationsApi.list, { signal }),
    enabled,
  });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationCreate) => callApi(invitationsApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.invitations }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(invitationsApi.revoke, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessKeys.invitations }),
  });
}
