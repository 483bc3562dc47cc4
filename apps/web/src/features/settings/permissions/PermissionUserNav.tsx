import { type User, userDisplayName } from '@freight/domain';
import { Badge, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';

interface PermissionUserNavProps {
  users: Partial<User>[];
  chosenId: number | null;
  onChoose: (id: number) => void;
  narrow: boolean;
}

/** The Permission Management dialog's list of users, administrators marked; the chosen one is current. */
export function PermissionUserNav({ users, chosenId, onChoose, narrow }: PermissionUserNavProps) {
  const t = useT();
  return (
    <ScrollArea.Autosize mah={narrow ? 220 : 480} w={narrow ? '100%' : 260} type="auto">
      <Stack gap={2} component="nav" aria-label={t('permissions.users')}>
        {users.map((u) => (
          <NavLink
            key={u.id}
            component="button"
            aria-current={u.id === chosenId || undefined}
            active={u.id === chosenId}
            onClick={() => onChoose(u.id!)}
            // A user's name and e-mail are data, not messages.
            label={
              <span data-i18n-ignore>
                {userDisplayName({
                  first_name: u.first_name ?? '',
                  last_name: u.last_name ?? '',
                  email: u.email ?? '',
                })}
              </span>
            }
            description={u.email && <span data-i18n-ignore>{u.email}</span>}
            rightSection={
              u.role === 'admin' ? (
                <Badge size="xs" color="grape">
                  {t('permissions.admin')}
                </Badge>
              ) : undefined
            }
          />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
