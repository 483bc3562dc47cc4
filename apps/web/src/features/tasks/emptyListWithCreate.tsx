import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/**
 * The empty state of the Tasks and Teams lists: 'No tasks yet', what would appear, and for those who may
 * create, 'Create your first task' (`onCreate` false hides it, e.g. while the new form is open).
 */
export function emptyListWithCreate(
  noun: 'task' | 'team',
  description: string,
  onCreate: (() => void) | false,
) {
  return {
    title: `No ${noun}s yet`,
    description,
    action: onCreate && (
      <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
        Create your first {noun}
      </Button>
    ),
  };
}
