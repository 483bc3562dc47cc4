import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

interface EmptyListTexts {
  /** 'No tasks yet'. */
  title: string;
  /** What would appear here. */
  description: string;
  /** 'Create your first task'. */
  createLabel: string;
}

/**
 * The empty state of the Tasks and Teams lists: 'No tasks yet', what would appear, and for those who may
 * create, 'Create your first task' (`onCreate` false hides it, e.g. while the new form is open).
 */
export function emptyListWithCreate(
  { title, description, createLabel }: EmptyListTexts,
  onCreate: (() => void) | false,
) {
  return {
    title,
    description,
    action: onCreate && (
      <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
        {createLabel}
      </Button>
    ),
  };
}
