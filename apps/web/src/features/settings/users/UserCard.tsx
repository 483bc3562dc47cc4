import { type User, userDisplayName } from '@freight/domain';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconMail, IconPhone } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { RowEditDeleteActions } from '../../../shared/ui/RowEditDeleteActions';
import { ROLE_MESSAGES } from './roleMessages';

interface UserCardProps {
  user: User;
  onEdit?: (user: User) => void;
  onDelete?: (user: User) => void;
}

/** One user in the User Management dialog: name, role, status, contact details and when they joined. */
export function UserCard({ user, onEdit, onDelete }: UserCardProps) {
  const name = userDisplayName(user);
  const format = useDateFormat();
  const t = useT();
  return (
    <Card withBorder padding="md" radius="md" data-testid="user-card" aria-label={name} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} miw={0}>
          <Group gap="xs">
            {/* The user's own words (name, e-mail, phone, company) are data, not messages. */}
            <Text fw={600} truncate data-i18n-ignore>
              {name}
            </Text>
            <Badge color={user.role === 'admin' ? 'grape' : 'blue'} variant="light">
              {t(ROLE_MESSAGES[user.role])}
            </Badge>
            <Badge color={user.is_active ? 'teal' : 'gray'} variant="outline">
              {t(user.is_active ? 'users.active' : 'users.inactive')}
            </Badge>
          </Group>
          <Detail icon={<IconMail size={14} />}>{user.email}</Detail>
          {user.phone && <Detail icon={<IconPhone size={14} />}>{user.phone}</Detail>}
          {user.company && <Detail icon={<IconBuilding size={14} />}>{user.company}</Detail>}
          <Text size="xs" c="dimmed">
            {t('users.joined', { date: format.day(user.created_at) })}
          </Text>
        </Stack>
        <RowEditDeleteActions
          label={name}
          onEdit={onEdit && (() => onEdit(user))}
          onDelete={onDelete && (() => onDelete(user))}
        />
      </Group>
    </Card>
  );
}

function Detail({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" truncate data-i18n-ignore>
        {children}
      </Text>
    </Group>
  );
}
