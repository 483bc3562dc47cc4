import { z } from 'zod';
import {
  endpoint,
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  noContentSchema,
} from '../api/endpoint';
import {
  moduleSchema,
  permissionSchema,
  userGrantsReplaceSchema,
  userModulePermissionCreateSchema,
  userModulePermissionSchema,
} from './permission-records';

const tags = ['permissions'];

/** The modules, permissions and grants calls (docs/api.md), all for administrators only. */
export const permissionsApi = {
  modules: endpoint({
    method: 'GET',
    path: '/modules',
    tags,
    query: listQuerySchema,
    status: 200,
    response: listResponseSchema(moduleSchema.partial()),
  }),
  permissions: endpoint({
    method: 'GET',
    path: '/permissions',
    tags,
    query: listQuerySchema,
    status: 200,
    response: listResponseSchema(permissionSchema.partial()),
  }),
  grants: endpoint({
    method: 'GET',
    path: '/user_module_permissions',
    tags,
    summary: 'Grants, e.g. ?user_id=7 for one user',
    query: listQuerySchema,
    status: 200,
    response: listResponseSchema(userModulePermissionSchema.partial()),
  }),
  grant: endpoint({
    method: 'POST',
    path: '/user_module_permissions',
    tags,
    body: userModulePermissionCreateSchema,
    status: 201,
    response: userModulePermissionSchema,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/user_module_permissions/:id',
    tags,
    params: idParamsSchema,
    status: 204,
    response: noContentSchema,
  }),
  replaceUserGrants: endpoint({
    method: 'PUT',
    path: '/users/:id/permissions',
    tags,
    summary: "Replaces a user's grants with these, in one transaction",
    params: idParamsSchema,
    body: userGrantsReplaceSchema,
    status: 200,
    response: z.object({ data: z.array(userModulePermissionSchema) }),
  }),
};
