import { type SettingCreateInput, type SettingUpdateInput, settingsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { settingKeys } from '../../../shared/api/queryKeys';

/**
 * Saving, editing and deleting settings; each refreshes the settings list and the values in force (which
 * the lists' page size follows).
 */
export function useSettingMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingKeys.all });
  return {
    save: useMutation({
      mutationFn: (body: SettingCreateInput) => callApi(settingsApi.create, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, version, changes }: { id: number; version: number; changes: SettingUpdateInput }) =>
        callApi(settingsApi.update, { params: { id }, body: changes, ifMatch: version }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => callApi(settingsApi.remove, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
