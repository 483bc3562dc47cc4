import { z } from 'zod';
import { resourceGroup } from '../api/resource-group';
import {
  moduleSchema,
  permissionSchema,
  userGrantsReplaceSchema,
  userModulePermissionCreateSchema,
  userModulePermissionSchema,
} from './permission-records';

const api = resourceGroup(['permissions']);

/** The modules, permissions and grants calls (docs/api.md), all for administrators only. */
export const permissionsApi = {
  modules: api.list('/modules', moduleSchema.partial()),
  permissions: api.list('/permissions', permissionSchema.partial()),
  grants: api.list('/user_module_permissions', userModulePermissionSchema.partial(), {
    summary: 'Grants, e.g. ?user_id=7 for one user',
  }),
  grant: api.create('/user_module_permissions', {
    body: userModulePermissionCreateSchema,
    response: userModulePermissionSchema,
  }),
  revoke: api.remove('/user_module_permissions/:id'),
  replaceUserGrants: api.put('/users/:id/permissions', {
    summary: "Replaces a user's grants with these, in one transaction",
    body: userGrantsReplaceSchema,
    response: z.object({ data: z.array(userModulePermissionSchema) }),
  }),
};
