import { z } from 'zod';
import { bodyObject, idInput } from '../shared/fields';
import { recordId } from '../shared/record-columns';

/** A module permissions are granted on. */
export const moduleSchema = z.object({
  ...recordId(),
  name: z.string(),
  display_name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
});
export type ModuleRecord = z.infer<typeof moduleSchema>;

/** An action that can be granted on a module: view, create, edit or delete. */
export const permissionSchema = z.object({
  ...recordId(),
  name: z.string(),
  display_name: z.string(),
});
export type PermissionRecord = z.infer<typeof permissionSchema>;

/** One grant: a user may do a permission on a module. */
export const userModulePermissionSchema = z.object({
  ...recordId(),
  user_id: z.number().int(),
  module_id: z.number().int(),
  permission_id: z.number().int(),
});

export const PERMISSION_MESSAGES = {
  userRequired: 'Choose a user',
  moduleRequired: 'Choose a module',
  permissionRequired: 'Choose a permission',
  notFound: 'Permission not found',
  alreadyGranted: 'This permission is already granted',
  unknownGrant: 'Unknown module or permission',
  userNotFound: 'User not found',
  loadFailed: 'Failed to load data',
  loadUserFailed: 'Failed to load user permissions',
  saveFailed: 'Failed to save permissions',
  selectUser: 'Select a user to manage their permissions',
} as const;

const grantFields = {
  module_id: idInput(PERMISSION_MESSAGES.moduleRequired),
  permission_id: idInput(PERMISSION_MESSAGES.permissionRequired),
};

/** POST /user_module_permissions: one grant. */
export const userModulePermissionCreateSchema = bodyObject({
  user_id: idInput(PERMISSION_MESSAGES.userRequired),
  ...grantFields,
});

/** PUT /users/{id}/permissions: the user's whole set of grants, replacing what they held. */
export const userGrantsReplaceSchema = bodyObject({
  grants: z.array(z.object(grantFields), { error: 'Grants must be a list' }).max(1000),
});
