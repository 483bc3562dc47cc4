import {
  DEFAULT_PERMISSION_LEVEL,
  PERMISSION_LEVELS,
  type PermissionLevel,
  TASK_MESSAGES,
} from '@freight/domain';
import { Button, Group, Select } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PERMISSION_LEVEL_LABELS } from '../taskLabels';
import { type PickedUser, UserSearchSelect } from '../UserSearchSelect';

interface AddCollaboratorFormProps {
  excludeIds: readonly number[];
  busy: boolean;
  /** `done` clears the form once the server has added them. */
  onAdd: (userId: number, level: PermissionLevel, done: () => void) => void;
}

const levelOptions = PERMISSION_LEVELS.map((value) => ({ value, label: PERMISSION_LEVEL_LABELS[value] }));

/** Adds a collaborator: a user (required: 'Please select a user') and their permission level. */
export function AddCollaboratorForm({ excludeIds, busy, onAdd }: AddCollaboratorFormProps) {
  const [user, setUser] = useState<PickedUser | null>(null);
  const [level, setLevel] = useState<PermissionLevel>(DEFAULT_PERMISSION_LEVEL);
  const [error, setError] = useState<string | undefined>();

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!user) {
          setError(TASK_MESSAGES.selectUser);
          return;
        }
        onAdd(user.id, level, () => {
          setUser(null);
          setLevel(DEFAULT_PERMISSION_LEVEL);
        });
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <UserSearchSelect
          label="Add collaborator"
          value={user}
          onChange={(picked) => {
            setUser(picked);
            setError(undefined);
          }}
          excludeIds={excludeIds}
          error={error}
        />
        <Select
          label="Permission level"
          data={levelOptions}
          value={level}
          allowDeselect={false}
          onChange={(value) => value && setLevel(value as PermissionLevel)}
          w={150}
        />
        <Button type="submit" mt={25} leftSection={<IconUserPlus size={16} />} loading={busy}>
          Add
        </Button>
      </Group>
    </form>
  );
}
