import { settingsApi } from '@freight/domain';
import { settingKeys } from '../../../shared/api/queryKeys';
import { useResourceMutations } from '../../../shared/api/useResourceMutations';

/**
 * Saving, editing and deleting settings; each refreshes the settings list and the values in force (which
 * the lists' page size follows).
 */
export function useSettingMutations() {
  const { create, update, remove } = useResourceMutations(settingsApi, settingKeys.all);
  return { save: create, update, remove };
}
