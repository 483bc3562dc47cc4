import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { settings } from './settings.table';

export const settingList = defineListSpec({
  fields: tableListFields(settings),
  sortable: ['id', 'setting_key', 'setting_type', 'is_global', 'created_at', 'updated_at'],
  filterable: ['id', 'setting_key', 'setting_type', 'is_global', 'user_id'],
  searchable: [settings.setting_key, settings.description],
  defaultOrder: [{ field: 'setting_key', direction: 'asc' }],
  defaultLimit: 1000,
});
