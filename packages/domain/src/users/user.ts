import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, newPasswordField } from '../auth/password-rules';
import { bodyObject, booleanField, choiceField, textField } from '../shared/fields';
import { recordId } from '../shared/record-columns';

const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** 'Role must be admin or user' for any other value. */
const userRoleSchema = choiceField('Role', USER_ROLES);

/** A user as the API answers it: never with the password hash. */
export const userSchema = z.object({
  ...recordId(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  company: z.string(),
  role: userRoleSchema,
  is_active: z.boolean(),
  email_verified: z.boolean(),
  avatar_url: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Display name is first plus last name, falling back to the email. */
export function userDisplayName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name || user.email;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first character of `text` as a reader sees it: a whole emoji ('👩‍🚀', '🇫🇷') or a letter with its
 * accents, never half of one (`text[0]` would split '👩‍🚀' into an unpaired surrogate). '' when blank.
 */
function firstGrapheme(text: string | null | undefined): string {
  const trimmed = text?.trim() ?? '';
  for (const { segment } of graphemes.segment(trimmed)) return segment.toUpperCase();
  return '';
}

/**
 * Up to two initials for an avatar from a name: the first characters of its first and last words, or the
 * first two characters of a single word ('Ada Lovelace' → 'AL', '👩‍🚀 Ada' → '👩‍🚀A', 'Acme' → 'AC').
 */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length > 1) return `${firstGrapheme(words[0])}${firstGrapheme(words.at(-1))}`;
  const [first = '', second = ''] = Array.from(graphemes.segment(words[0]!), ({ segment }) => segment);
  return `${first}${second}`.toUpperCase();
}

/** A user's avatar initials: first letters of first and last name, else of the email; '?' when none. */
export function userInitials(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const initials = `${firstGrapheme(user.first_name)}${firstGrapheme(user.last_name)}`;
  return initials || firstGrapheme(user.email) || '?';
}

export function roleLabel(role: UserRole): string {
  return role === 'admin' ? 'Administrator' : 'User';
}

export const USER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  companyRequired: 'Company is required',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must have at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Password can be at most ${MAX_PASSWORD_LENGTH} characters`,
  ownPasswordElsewhere:
    'Change your own password with Change Password in Settings (POST /auth/password): it asks for your current one',
  emailTaken: 'A user with this email already exists',
  lastAdmin: 'At least one active administrator must remain',
  notYourself: 'You cannot do this to your own account',
  onlyAdminMakesAdmins: 'Only an administrator can create an administrator or change a role',
  onlyAdminChangesCredentials: "Only an administrator can change another user's email or password",
  onlyAdminChangesAdmins: "Only an administrator can change or delete an administrator's account",
} as const;

// Labels as the Add/Edit user form shows them.
const userFields = {
  email: textField('Email', { max: 320, required: USER_MESSAGES.emailRequired }).pipe(
    z.email({ error: USER_MESSAGES.emailInvalid }),
  ),
  first_name: textField('First name', { max: 255, required: USER_MESSAGES.firstNameRequired }),
  last_name: textField('Last name', { max: 255, required: USER_MESSAGES.lastNameRequired }),
  company: textField('Company', { max: 255, required: USER_MESSAGES.companyRequired }),
  phone: textField('Phone', { max: 50 })
    .nullable()
    .transform((v) => v || null),
  role: userRoleSchema,
  is_active: booleanField('Active'),
  email_verified: booleanField('Email verified'),
  // The one password rule, in Add User's words (blanks are part of a password, never trimmed).
  password: newPasswordField({
    required: USER_MESSAGES.passwordRequired,
    tooShort: USER_MESSAGES.passwordTooShort,
    tooLong: USER_MESSAGES.passwordTooLong,
  }),
};

/** POST /users (Add User form): names, email, company and password required; role user unless admin. */
export const userCreateSchema = bodyObject({
  email: userFields.email,
  password: userFields.password,
  first_name: userFields.first_name,
  last_name: userFields.last_name,
  company: userFields.company,
  phone: userFields.phone.optional(),
  role: userRoleSchema.optional().default('user'),
});
export type UserCreate = z.output<typeof userCreateSchema>;
export type UserCreateInput = z.input<typeof userCreateSchema>;

/**
 * PUT /users/{id}: any subset. A password is an administrator's temporary password for another user (signed out
 * everywhere, must choose their own at the next sign-in); one's own is changed through POST /auth/password.
 */
export const userUpdateSchema = bodyObject(userFields).partial();
export type UserUpdate = z.output<typeof userUpdateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
