import { Avatar, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TipIconButton } from '../TipIconButton';

interface PersonRowProps {
  person: { name: string; email: string };
  avatarColor?: string;
  testId?: string;
  /** What follows the name: the person's level or role, and Remove. */
  children: ReactNode;
}

/** One person of a task's collaborators or a team's members: avatar, name and email, then their controls. */
export function PersonRow({ person, avatarColor, testId, children }: PersonRowProps) {
  return (
    <Group gap="sm" wrap="nowrap" data-testid={testId}>
      <Avatar size="sm" radius="xl" name={person.name} color={avatarColor} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {person.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {person.email}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}

interface PersonLevelProps<L extends string> {
  /** Whether the viewer may change it (a menu) or only read it (a badge). */
  manage: boolean;
  value: L;
  labels: Readonly<Record<L, string>>;
  /** The menu's accessible name, e.g. 'Role of Amira Haddad'. */
  label: string;
  width: number;
  onChange: (next: L) => void;
}

/** A person's level (a collaborator's permission, a member's role): a menu for managers, a badge for others. */
export function PersonLevel<L extends string>({
  manage,
  value,
  labels,
  label,
  width,
  onChange,
}: PersonLevelProps<L>) {
  if (!manage) {
    return (
      <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
        {labels[value]}
      </Badge>
    );
  }
  return (
    <Select
      aria-label={label}
      data={levelOptions(labels)}
      value={value}
      allowDeselect={false}
      size="xs"
      w={width}
      onChange={(next) => next && next !== value && onChange(next as L)}
    />
  );
}

/** The choices of a level menu, in the order of the labels. */
export function levelOptions<L extends string>(labels: Readonly<Record<L, string>>) {
  return (Object.keys(labels) as L[]).map((value) => ({ value, label: labels[value] }));
}

interface RemovePersonButtonProps {
  tooltip: string;
  label: string;
  loading?: boolean;
  onClick: () => void;
}

/** The red remove icon at the end of a person's row. */
export function RemovePersonButton({ tooltip, label, loading, onClick }: RemovePersonButtonProps) {
  return (
    <TipIconButton tip={tooltip} label={label} color="red" loading={loading} onClick={onClick}>
      <IconUserMinus size={16} />
    </TipIconButton>
  );
}
