import { resourceEndpoints } from '../api/resource-group';
import { userCreateSchema, userSchema, userUpdateSchema } from './user';

/** The users endpoints (docs/api.md, Users); never answers password hashes. */
export const usersApi = resourceEndpoints('/users', ['users'], {
  record: userSchema,
  create: userCreateSchema,
  update: userUpdateSchema,
});
