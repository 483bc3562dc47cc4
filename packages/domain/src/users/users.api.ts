import { resourceEndpoints } from '../api/resource-endpoints';
import { userCreateSchema, userSchema, userUpdateSchema } from './user';

/** The users endpoints (spec: documents-admin-settings, users calls); never answers password hashes. */
export const usersApi = resourceEndpoints('/users', ['users'], {
  record: userSchema,
  create: userCreateSchema,
  update: userUpdateSchema,
});
