import { type User, type UserRole, userCreateSchema, userUpdateSchema } from '@freight/domain';
import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/ApiError';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { focusFirstInvalid } from '../../../shared/forms/focusFirstInvalid';
import { schemaFieldErrors } from '../../../shared/forms/schemaFieldErrors';
import { useCurrentSession } from '../../auth/useCurrentSession';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { SetTemporaryPasswordButton } from './SetTemporaryPasswordButton';
import { useSaveUser } from './useSaveUser';

type Field = 'first_name' | 'last_name' | 'email' | 'phone' | 'company' | 'password' | 'role' | 'is_active';
interface Values {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  password: string;
  role: UserRole;
  is_active: boolean;
}

const empty: Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company: '',
  password: '',
  role: 'user',
  is_active: true,
};

/** A server answer that names the fields at fault: shown at those fields instead of above the buttons. */
const hasFieldErrors = (error: unknown): error is ApiError =>
  ApiError.is(error) && Object.keys(error.fields).length > 0;

const valuesOf = (user: User): Values => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone: user.phone ?? '',
  company: user.company,
  password: '',
  role: user.role,
  is_active: user.is_active,
});

interface UserFormModalProps {
  opened: boolean;
  /** The user being edited; null adds one. */
  user: User | null;
  /** Whether the role can be chosen (administrators only). */
  canChooseRole: boolean;
  onClose: () => void;
}

/** Add User and Edit User: names, email and company required, a password on create. */
export function UserFormModal({ opened, user, canChooseRole, onClose }: UserFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={user ? 'Edit User' : 'Add User'} size="lg" centered>
      {opened && (
        <UserForm key={user?.id ?? 'new'} user={user} canChooseRole={canChooseRole} onDone={onClose} />
      )}
    </Modal>
  );
}

function UserForm({
  user,
  canChooseRole,
  onDone,
}: {
  user: User | null;
  canChooseRole: boolean;
  onDone: () => void;
}) {
  const { user: me } = useCurrentSession();
  const [values, setValues] = useState<Values>(user ? valuesOf(user) : empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveUser();
  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const { password, role, is_active, ...fields } = values;
    const body = user
      ? { ...fields, ...(canChooseRole && { role }), is_active }
      : { ...fields, password, ...(canChooseRole && { role }) };
    const parsed = (user ? userUpdateSchema : userCreateSchema).safeParse(body);
    if (!parsed.success) {
      setErrors(schemaFieldErrors<Field>(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    const input = user
      ? { id: user.id, version: user.version, body }
      : { body: body as typeof body & { password: string } };
    save.mutate(input, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          title: user ? 'User updated' : 'User created',
          message: `${saved.first_name} ${saved.last_name}`.trim() || saved.email,
        });
        onDone();
      },
      onError: (error) => {
        if (hasFieldErrors(error)) {
          setErrors(error.fields);
          focusFirstInvalid(formRef.current);
        }
      },
    });
  }

  const text = (field: Exclude<Field, 'role' | 'is_active'>) => ({
    value: values[field],
    error: errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(field, e.currentTarget.value),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First Name" required autoComplete="off" data-autofocus {...text('first_name')} />
          <TextInput label="Last Name" required autoComplete="off" {...text('last_name')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" required autoComplete="off" {...text('email')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Phone" type="tel" autoComplete="off" {...text('phone')} />
          <TextInput label="Company" required autoComplete="off" {...text('company')} />
        </SimpleGrid>
        {!user && (
          <PasswordInput label="Password" required autoComplete="new-password" {...text('password')} />
        )}
        {canChooseRole && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="user-role-label">
              Role
            </Text>
            <SegmentedControl
              aria-labelledby="user-role-label"
              value={values.role}
              onChange={(role) => set('role', role as UserRole)}
              data={[
                { value: 'user', label: 'User' },
                { value: 'admin', label: 'Admin' },
              ]}
            />
            {errors.role && (
              <Text size="xs" c="red">
                {errors.role}
              </Text>
            )}
          </Stack>
        )}
        {user && (
          <Switch
            label="Active"
            description="An inactive user cannot sign in; deactivating ends their sessions."
            checked={values.is_active}
            onChange={(e) => set('is_active', e.currentTarget.checked)}
          />
        )}
        {/* Only an administrator may choose roles, and only an administrator may reset two-factor sign-in. */}
        {user && canChooseRole && <ResetTwoFactorButton user={user} />}
        {user && canChooseRole && user.id !== me.id && <SetTemporaryPasswordButton user={user} />}
        {save.error && !hasFieldErrors(save.error) && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {apiErrorMessage(save.error, user ? 'Failed to update user' : 'Failed to create user')}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {user ? 'Save Changes' : 'Add User'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
