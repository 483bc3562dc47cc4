import { roleLabel, userDisplayName, userInitials } from '@freight/domain';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSelector, IconSettings, IconStethoscope } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentSession } from '../../features/auth/session/useCurrentSession';
import { useLogout } from '../../features/auth/session/useLogout';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import classes from './AppShell.module.css';

/** The menu's links to screens; Diagnostics only for admins. */
const MENU_LINKS: { to: string; label: MessageId; icon: typeof IconSettings; adminOnly: boolean }[] = [
  { to: '/settings', label: 'userMenu.settings', icon: IconSettings, adminOnly: false },
  { to: '/diagnostics', label: 'userMenu.diagnostics', icon: IconStethoscope, adminOnly: true },
];

/**
 * The signed-in user (picture, name, role) at the foot of the sidebar, with Settings and Sign out (and
 * Diagnostics for admins). `iconOnly`: the picture alone, in the collapsed sidebar.
 */
export function UserMenu({ onNavigate, iconOnly }: { onNavigate?: () => void; iconOnly?: boolean }) {
  const t = useT();
  const { user } = useCurrentSession();
  const logout = useLogout();
  const name = userDisplayName(user);

  return (
    <Menu
      position={iconOnly ? 'right-end' : 'top-start'}
      width={iconOnly ? 240 : 'target'}
      withinPortal
      shadow="md"
      offset={6}
    >
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('userMenu.label')}>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={user.avatar_url} alt={name} radius="xl" color="indigo" size={36}>
              {userInitials(user)}
            </Avatar>
            {!iconOnly && (
              <div className={classes.userText}>
                <Text size="sm" fw={600} truncate>
                  {name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {roleLabel(user.role)}
                </Text>
              </div>
            )}
            {!iconOnly && <IconSelector size={16} stroke={1.6} className={classes.userChevron} aria-hidden />}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {MENU_LINKS.filter((link) => !link.adminOnly || user.role === 'admin').map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            leftSection={<link.icon size={16} />}
            onClick={onNavigate}
          >
            {t(link.label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
