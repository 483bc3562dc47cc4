import { resourceEndpoints } from '../api/resource-group';
import { userProfileCreateSchema, userProfileSchema, userProfileUpdateSchema } from './user-profile';

const { list, get, create, update } = resourceEndpoints('/user_profiles', ['user-profiles'], {
  record: userProfileSchema,
  create: userProfileCreateSchema,
  update: userProfileUpdateSchema,
});

/**
 * The caller's own profile (docs/api.md, User profiles). The list answers exactly one profile, the caller's,
 * made with the defaults on first read; another user's id answers 404. Profiles go with their user, so there
 * is no delete.
 */
export const userProfilesApi = {
  list: { ...list, summary: "The caller's own profile (made with the defaults when missing)" },
  get: { ...get, summary: "The caller's own profile by id; any other id is 404" },
  create: { ...create, summary: "Make the caller's profile; 409 when it exists" },
  update: { ...update, summary: "Change the caller's own profile (If-Match)" },
};
