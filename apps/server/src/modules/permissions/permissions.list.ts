import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { modules, permissions, userModulePermissions } from './permissions.table';

export const moduleList = defineListSpec({
  fields: tableListFields(modules),
  sortable: ['id', 'name', 'display_name'],
  filterable: ['id', 'name', 'is_active'],
  defaultOrder: [{ field: 'id', direction: 'asc' }],
});

export const permissionList = defineListSpec({
  fields: tableListFields(permissions),
  sortable: ['id', 'name'],
  filterable: ['id', 'name'],
  defaultOrder: [{ field: 'id', direction: 'asc' }],
});

export const grantList = defineListSpec({
  fields: tableListFields(userModulePermissions),
  sortable: ['id', 'user_id', 'module_id', 'permission_id'],
  filterable: ['id', 'user_id', 'module_id', 'permission_id'],
  defaultOrder: [{ field: 'id', direction: 'asc' }],
  defaultLimit: 1000,
});
