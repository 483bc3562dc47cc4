import { type Interaction, type InteractionCreate, interactionsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { interactionKeys } from '../../shared/api/queryKeys';

/** What to save: a new interaction, or the whole of an existing one at the version the form was opened on. */
export type InteractionSave = { body: InteractionCreate } & (
  | { id?: undefined }
  | { id: number; version: number }
);

/**
 * POST /client_interactions, or PUT /client_interactions/{id} with If-Match (a colleague's save in between
 * answers 412 and nothing is written). The saved record goes into the cache; the lists refetch.
 */
export function useSaveInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: InteractionSave): Promise<Interaction> =>
      save.id === undefined
        ? callApi(interactionsApi.create, { body: save.body })
        : callApi(interactionsApi.update, {
            params: { id: save.id },
            body: save.body,
            ifMatch: save.version,
          }),
    onSuccess: (saved) => {
      queryClient.setQueryData(interactionKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: interactionKeys.lists() });
    },
  });
}
