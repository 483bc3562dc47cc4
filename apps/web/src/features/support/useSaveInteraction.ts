import { type Interaction, type InteractionCreate, interactionsApi } from '@freight/domain';
import { callApi } from '../../shared/api/apiClient';
import { interactionKeys } from '../../shared/api/queryKeys';
import { useRecordSave } from '../../shared/api/useRecordSave';

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
  return useRecordSave({
    save: (save: InteractionSave): Promise<Interaction> =>
      save.id === undefined
        ? callApi(interactionsApi.create, { body: save.body })
        : callApi(interactionsApi.update, {
            params: { id: save.id },
            body: save.body,
            ifMatch: save.version,
          }),
    detailKey: interactionKeys.detail,
    listsKey: interactionKeys.lists(),
  });
}
