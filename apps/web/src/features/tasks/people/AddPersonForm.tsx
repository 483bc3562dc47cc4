import { teamMemberCreateSchema } from '@freight/domain';
import { Button, Group, Select } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { levelOptions } from './PersonRow';
import { type PickedUser, UserSearchSelect } from './UserSearchSelect';

// The user is the one field the form can get wrong ('Please select a user', the same for collaborators and
// members); the level always holds one of its choices.
const pickedUserSchema = teamMemberCreateSchema.pick({ user_id: true });

export interface AddPersonFormProps<L extends string> {
  /** The user search's label: 'Add collaborator', 'Add member'. */
  userLabel: string;
  /** The level menu's label and choices: 'Permission level', 'Role'. */
  levelLabel: string;
  labels: Readonly<Record<L, string>>;
  initialLevel: L;
  levelWidth: number;
  /** People already there, left out of the search. */
  excludeIds: readonly number[];
  busy: boolean;
  /** Adds them; the form starts again once it resolves (a refusal is shown by the panel). */
  onAdd: (userId: number, level: L) => Promise<unknown>;
}

/** Adds a person to a task or a team: a user (required: 'Please select a user') and their level. */
export function AddPersonForm<L extends string>(props: AddPersonFormProps<L>) {
  const { userLabel, levelLabel, labels, initialLevel, levelWidth, excludeIds, busy, onAdd } = props;
  const t = useT();
  const blank = { user: null as PickedUser | null, level: initialLevel };
  const form = useRecordForm({ initial: blank });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = form.validate(pickedUserSchema, { user_id: form.values.user?.id });
    if (!checked) return;
    try {
      await onAdd(checked.user_id, form.values.level);
      form.reset(blank);
    } catch {
      // The panel says why; what was picked stays for another try.
    }
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <UserSearchSelect
          label={userLabel}
          value={form.values.user}
          onChange={(user) => form.change({ user })}
          excludeIds={excludeIds}
          error={form.errors.user_id}
        />
        <Select
          label={levelLabel}
          data={levelOptions(labels)}
          value={form.values.level}
          allowDeselect={false}
          onChange={(level) => level && form.setField('level', level as L)}
          w={levelWidth}
        />
        <Button type="submit" mt={25} leftSection={<IconUserPlus size={16} />} loading={busy}>
          {t('tasks.add')}
        </Button>
      </Group>
    </form>
  );
}
