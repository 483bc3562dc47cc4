import type { UserRole } from '@freight/domain';
import { PasswordInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { conflictContainer } from '../../../shared/autosave/FieldConflict';
import { FormConflicts } from '../../../shared/forms/FormConflicts';
import type { RecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { USER_FIELD_MESSAGES, type UserFormValues } from './userFormValues';

type TextField = 'first_name' | 'last_name' | 'email' | 'phone' | 'company' | 'password';

interface UserFormFieldsProps {
  form: RecordForm<UserFormValues>;
  editing: boolean;
  canChooseRole: boolean;
}

/** The user's names, contact details, password (on create), role (administrators) and Active (on edit). */
export function UserFormFields({ form, editing, canChooseRole }: UserFormFieldsProps) {
  const t = useT();
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
        <TextInput
          label={t(USER_FIELD_MESSAGES.first_name)}
          required
          autoComplete="off"
          data-autofocus
          {...text('first_name')}
        />
        <TextInput
          label={t(USER_FIELD_MESSAGES.last_name)}
          required
          autoComplete="off"
          {...text('last_name')}
        />
      </SimpleGrid>
      <TextInput
        label={t(USER_FIELD_MESSAGES.email)}
        type="email"
        required
        autoComplete="off"
        {...text('email')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t(USER_FIELD_MESSAGES.phone)} type="tel" autoComplete="off" {...text('phone')} />
        <TextInput label={t(USER_FIELD_MESSAGES.company)} required autoComplete="off" {...text('company')} />
      </SimpleGrid>
      {!editing && (
        <PasswordInput
          label={t(USER_FIELD_MESSAGES.password)}
          required
          autoComplete="new-password"
          {...text('password')}
        />
      )}
      {canChooseRole && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="user-role-label">
            {t(USER_FIELD_MESSAGES.role)}
          </Text>
          <SegmentedControl
            aria-labelledby="user-role-label"
            value={values.role}
            onChange={(role) => form.setField('role', role as UserRole)}
            data={[
              { value: 'user', label: t('users.roleUserShort') },
              { value: 'admin', label: t('users.roleAdminShort') },
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
          label={t(USER_FIELD_MESSAGES.is_active)}
          description={t('users.activeHint')}
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
