import type { UserRole } from '@freight/domain';
import { PasswordInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { conflictContainer } from '../../../shared/autosave/FieldConflict';
import { FormConflicts } from '../../../shared/forms/FormConflicts';
import type { RecordForm } from '../../../shared/forms/useRecordForm';
import type { UserFormValues } from './userFormValues';

type TextField = 'first_name' | 'last_name' | 'email' | 'phone' | 'company' | 'password';

interface UserFormFieldsProps {
  form: RecordForm<UserFormValues>;
  editing: boolean;
  canChooseRole: boolean;
}

/** The user's names, contact details, password (on create), role (administrators) and Active (on edit). */
export function UserFormFields({ form, editing, canChooseRole }: UserFormFieldsProps) {
  const { values, errors } = form;
  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setField(field, e.currentTarget.value),
    inputContainer: conflictContainer(form.conflictAt(field)),
  });

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="First Name" required autoComplete="off" data-autofocus {...text('first_name')} />
        <TextInput label="Last Name" required autoComplete="off" {...text('last_name')} />
      </SimpleGrid>
      <TextInput label="Email" type="email" required autoComplete="off" {...text('email')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Phone" type="tel" autoComplete="off" {...text('phone')} />
        <TextInput label="Company" required autoComplete="off" {...text('company')} />
      </SimpleGrid>
      {!editing && (
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
            onChange={(role) => form.setField('role', role as UserRole)}
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
      {editing && (
        <Switch
          label="Active"
          description="An inactive user cannot sign in; deactivating ends their sessions."
          checked={values.is_active}
          onChange={(e) => form.setField('is_active', e.currentTarget.checked)}
        />
      )}
      {/* Role and Active have no input container of their own: their conflicts are told together. */}
      <FormConflicts
        fields={form.conflictFields.filter((f) => f === 'role' || f === 'is_active')}
        conflictAt={form.conflictAt}
      />
    </>
  );
}
