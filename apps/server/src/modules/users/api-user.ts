import type { User } from '@freight/domain';
import { userProfiles, users } from './users.table';

/**
 * The user as the API answers it (never the password hash), with the avatar from the profile. The users
 * repository selects it, and so does the session lookup in auth.repository, which joins the user into the
 * same query that every API request runs.
 */
export const apiUserColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  phone: users.phone,
  company: users.company,
  role: users.role,
  is_active: users.is_active,
  version: users.version,
  email_verified: users.email_verified,
  avatar_url: userProfiles.avatar_url,
  created_at: users.created_at,
};

type ApiUserRow = { [K in keyof typeof apiUserColumns]: K extends 'role' ? string : User[K] };

const API_USER_FIELDS = Object.keys(apiUserColumns) as (keyof ApiUserRow)[];

/**
 * The API's User from a row selected with `apiUserColumns`, or from a users row and the avatar: only the
 * API's fields are taken, so a row that carries the password hash can be passed safely.
 */
export function toApiUser(row: ApiUserRow): User {
  const user = Object.fromEntries(API_USER_FIELDS.map((name) => [name, row[name]])) as ApiUserRow;
  return { ...user, role: user.role === 'admin' ? 'admin' : 'user' };
}
