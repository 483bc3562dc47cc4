import { z } from 'zod';

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRoleSchema = z.enum(USER_ROLES);

/** A user as the API answers it: never with the password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  company: z.string(),
  role: userRoleSchema,
  is_active: z.boolean(),
  email_verified: z.boolean(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Display name is first plus last name, falling back to the email (spec, User entity). */
export function userDisplayName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name || user.email;
}

export function userInitials(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const first = user.first_name?.trim()?.[0] ?? '';
  const last = user.last_name?.trim()?.[0] ?? '';
  const initials = `${first}${last}`.toUpperCase();
  return initials || (user.email[0]?.toUpperCase() ?? '?');
}

export function roleLabel(role: UserRole): string {
  return role === 'admin' ? 'Administrator' : 'User';
}
