import type { TaskTeam } from '@freight/domain';
import { Badge, Loader, Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTeams } from '../teams/useTeams';

interface TeamMenuProps {
  team: TaskTeam | null;
  /** Only the task's owner assigns a team (it decides who sees the task). */
  editable: boolean;
  onChange: (team: TaskTeam | null) => void;
}

/** The card's team badge; for the owner, a menu of active teams to share the task with. */
export function TeamMenu({ team, editable, onChange }: TeamMenuProps) {
  const [opened, setOpened] = useState(false);
  const teams = useTeams(opened);
  if (!team && !editable) return null;

  const badge = (
    <Badge
      component="span"
      variant={team ? 'light' : 'outline'}
      color={team ? 'grape' : 'gray'}
      leftSection={<IconUsersGroup size={12} />}
      rightSection={editable ? <IconChevronDown size={12} /> : undefined}
      style={{ textTransform: 'none', cursor: editable ? 'pointer' : 'default', maxWidth: 200 }}
    >
      {team ? team.name : 'No team'}
    </Badge>
  );
  if (!editable) {
    return (
      <span role="img" aria-label={`Team: ${team?.name}`}>
        {badge}
      </span>
    );
  }

  const active = (teams.data?.data ?? []).filter((t) => t.is_active || t.id === team?.id);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Team: ${team?.name ?? 'none'}`}
          style={{ borderRadius: 999, lineHeight: 0 }}
        >
          {badge}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        <Menu.Label>Share with team</Menu.Label>
        <Menu.Item
          onClick={() => team && onChange(null)}
          rightSection={!team ? <IconCheck size={14} /> : undefined}
        >
          No team
        </Menu.Item>
        {teams.isPending && (
          <Menu.Item disabled leftSection={<Loader size={12} />}>
            Loading teams...
          </Menu.Item>
        )}
        {teams.isError && <Menu.Item disabled>Failed to fetch teams</Menu.Item>}
        {active.map((t) => (
          <Menu.Item
            key={t.id}
            onClick={() =>
              t.id !== team?.id &&
              onChange({ id: t.id, name: t.name, description: t.description, is_active: t.is_active })
            }
            rightSection={t.id === team?.id ? <IconCheck size={14} /> : undefined}
          >
            {t.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
