import type { TaskTeam } from '@freight/domain';
import { Badge, Loader, Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { useTeams } from '../teams/useTeams';

interface TeamMenuProps {
  team: TaskTeam | null;
  /** Only the task's owner assigns a team (it decides who sees the task). */
  editable: boolean;
  onChange: (team: TaskTeam | null) => void;
}

/** The card's team badge; for the owner, a menu of active teams to share the task with. */
export function TeamMenu({ team, editable, onChange }: TeamMenuProps) {
  const t = useT();
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
      // A team's name is the desk's own; 'No team' is a message.
      data-i18n-ignore={team ? true : undefined}
    >
      {team ? team.name : t('tasks.noTeam')}
    </Badge>
  );
  if (!editable) {
    return (
      <span role="img" aria-label={t('tasks.teamNamed', { name: team?.name })}>
        {badge}
      </span>
    );
  }

  const active = (teams.data?.data ?? []).filter((option) => option.is_active || option.id === team?.id);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('tasks.teamNamed', { name: team?.name ?? t('tasks.teamNone') })}
          style={{ borderRadius: 999, lineHeight: 0 }}
        >
          {badge}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        <Menu.Label>{t('tasks.shareWithTeam')}</Menu.Label>
        <Menu.Item
          onClick={() => team && onChange(null)}
          rightSection={!team ? <IconCheck size={14} /> : undefined}
        >
          {t('tasks.noTeam')}
        </Menu.Item>
        {teams.isPending && (
          <Menu.Item disabled leftSection={<Loader size={12} />}>
            {t('tasks.loadingTeams')}
          </Menu.Item>
        )}
        {teams.isError && <Menu.Item disabled>{t('teams.fetchFailed')}</Menu.Item>}
        {active.map((option) => (
          <Menu.Item
            key={option.id}
            onClick={() =>
              option.id !== team?.id &&
              onChange({
                id: option.id,
                name: option.name,
                description: option.description,
                is_active: option.is_active,
              })
            }
            rightSection={option.id === team?.id ? <IconCheck size={14} /> : undefined}
          >
            {option.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
