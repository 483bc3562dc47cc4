import { type SettingCreateInput, type SettingUpdateInput, settingsApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { settingKeys } from '../../../shared/api/queryKeys';
import { useRefreshingMutation } from '../../../shared/api/useRefreshingMutation';

/**
 * Saving, editing and deleting settings; each refreshes the settings list and the values in force (which
 * the lists' page size follows).
 */
export function useSettingMutations() {
  const settings = settingKeys.all;
  return {
    save: useRefreshingMutation(settings, (body: SettingCreateInput) =>
      callApi(settingsApi.create, { body }),
    ),
    update: useRefreshingMutation(
      settings,
      ({ id, version, changes }: { id: number; version: number; changes: SettingUpdateInput }) =>
        callApi(settingsApi.update, { params: { id }, body: changes, ifMatch: version }),
    ),
    remove: useRefreshingMutation(settings, (id: number) => callApi(settingsApi.remove, { params: { id } })),
  };
}
