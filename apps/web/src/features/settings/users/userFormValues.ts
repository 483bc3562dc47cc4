import type { User, UserCreateInput, UserRole, UserUpdateInput } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';

/** The Add User / Edit User form's values (the password only on create). */
export interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  password: string;
  role: UserRole;
  is_active: boolean;
}

export const BLANK_USER: UserFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company: '',
  password: '',
  role: 'user',
  is_active: true,
};

/**
 * Each field's label as a message: the form's labels, the messages that name a field and the conflict notice
 * after a colleague's save.
 */
export const USER_FIELD_MESSAGES: Record<keyof UserFormValues, MessageId> = {
  first_name: 'users.firstName',
  last_name: 'users.lastName',
  email: 'users.email',
  phone: 'users.phone',
  company: 'users.company',
  password: 'users.password',
  role: 'users.role',
  is_active: 'users.active',
};

export const userFormValues = (user: User): UserFormValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone: user.phone ?? '',
  company: user.company,
  password: '',
  role: user.role,
  is_active: user.is_active,
});

/** What Save sends: the role only when it may be chosen, the password only on create, Active only on edit. */
export function userSaveBody(
  values: UserFormValues,
  editing: boolean,
  canChooseRole: boolean,
): UserCreateInput | UserUpdateInput {
  const { password, role, is_active, ...fields } = values;
  return editing
    ? { ...fields, ...(canChooseRole && { role }), is_active }
    : { ...fields, password, ...(canChooseRole && { role }) };
}
