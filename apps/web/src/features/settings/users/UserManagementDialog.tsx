import type { User } from '@freight/domain';
import { Alert, Button, Code, CopyButton, Group, Loader, Modal, SimpleGrid, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMailForward, IconShieldCog, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { ListScreen } from '../../../shared/list/ListScreen';
import { useListState } from '../../../shared/list/useListState';
import { usePermission } from '../../auth/session/usePermission';
import { useSession } from '../../auth/session/useSession';
import { InvitationsPanel } from '../invitations/InvitationsPanel';
import { InviteUserModal } from '../invitations/InviteUserModal';
import { PermissionManagementDialog } from '../permissions/PermissionManagementDialog';
import { useIsAdmin } from '../useIsAdmin';
import { DeleteUserModal } from './DeleteUserModal';
import { UserCard } from './UserCard';
import { UserFormModal } from './UserFormModal';
import { useAllUsers } from './useAllUsers';
import { useUsers } from './useUsers';

interface UserManagementDialogProps {
  opened: boolean;
  onClose: () => void;
}

// The dialog opens over a Settings tab that may have a list of its own: its search and page have own names.
const LIST_OPTIONS = { searchParam: 'users_q', pageParam: 'users_page' };

/**
 * The User Management dialog: search over name, email and company, 'x of y users', a card per user with Edit
 * and Delete, Add User and Manage Permissions; each button only for those allowed it.
 */
export function UserManagementDialog({ opened, onClose }: UserManagementDialogProps) {
  const t = useT();
  const narrow = useMediaQuery('(max-width: 48em)');
  const can = { create: usePermission('users', 'create'), edit: usePermission('users', 'edit') };
  const canDelete = usePermission('users', 'delete');
  const isAdmin = useIsAdmin();
  const myId = useSession().data?.user.id;
  // The server refuses these (only an admin changes an admin's account; nobody deletes themselves): no button.
  const mayChange = (user: User) => isAdmin || user.role !== 'admin';
  const mayRemove = (user: User) => canDelete && user.id !== myId && mayChange(user);
  const state = useListState(LIST_OPTIONS);
  const users = useUsers(state.search, state.paging);
  const everyone = useAllUsers(opened);
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [permissionsOpen, setPermissionsOpen] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [tab, setTab] = useState<string | null>('users');
  const [inviteLink, setInviteLink] = useState<string | null>(null);
  const modalOpen = editing !== null || deleting !== null || permissionsOpen || inviting;

  const actions = (
    <UserManagementActions
      isAdmin={isAdmin}
      canCreate={can.create}
      onPermissions={() => setPermissionsOpen(true)}
      onInvite={() => setInviting(true)}
      onAdd={() => setEditing('new')}
    />
  );

  return (
    <>
      <Modal
        opened={opened && !modalOpen}
        onClose={onClose}
        title={t('users.userManagement')}
        size="xl"
        fullScreen={narrow}
        centered
      >
        {inviteLink && <InvitationSent link={inviteLink} onClose={() => setInviteLink(null)} />}
        <UsersAndInvitations showTabs={can.create} tab={tab} onTab={setTab}>
          <ListScreen
            state={state}
            list={users}
            noun={[t('users.nounOne'), t('users.nounMany')]}
            icon={<IconUsers size={26} />}
            errorMessage={t('users.loadFailed')}
            empty={{ title: t('users.noneFound') }}
            filteredEmpty={{ description: undefined, action: null }}
            search={{
              'aria-label': t('users.search'),
              placeholder: t('users.searchPlaceholder'),
              w: undefined,
              style: { flex: '1 1 240px' },
            }}
            controls={
              <UserCount total={users.data?.total} of={everyone.data?.length} fetching={users.isFetching} />
            }
            actions={actions}
            frame="none"
            renderRows={(rows, stale) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ opacity: stale ? 0.6 : 1 }}>
                {(rows as User[]).map((user) => (
                  <UserCard
                    key={user.id}
                    user={user}
                    onEdit={can.edit && mayChange(user) ? setEditing : undefined}
                    onDelete={mayRemove(user) ? setDeleting : undefined}
                  />
                ))}
              </SimpleGrid>
            )}
          />
        </UsersAndInvitations>
      </Modal>
      <InviteUserModal
        opened={inviting}
        canChooseRole={isAdmin}
        onClose={() => setInviting(false)}
        onInvited={(link) => {
          setInviting(false);
          setInviteLink(link);
          setTab('invitations');
        }}
      />
      <UserFormModal
        opened={editing !== null}
        user={editing === 'new' ? null : editing}
        canChooseRole={isAdmin}
        onClose={() => setEditing(null)}
      />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
      {isAdmin && (
        <PermissionManagementDialog opened={permissionsOpen} onClose={() => setPermissionsOpen(false)} />
      )}
    </>
  );
}

/** 'x of y users': how many the search finds of everyone, and a spinner while it looks. */
function UserCount({ total, of, fetching }: { total?: number; of?: number; fetching: boolean }) {
  const t = useT();
  return (
    <Group gap="xs" mih={20} style={{ alignSelf: 'center' }}>
      {total !== undefined && of !== undefined && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="user-count">
          {t('users.count', { total, of })}
        </Text>
      )}
      {fetching && <Loader size="xs" />}
    </Group>
  );
}

/** After inviting: the link (also e-mailed), with Copy, shown once since only its hash is kept. */
function InvitationSent({ link, onClose }: { link: string; onClose: () => void }) {
  const t = useT();
  return (
    <Alert
      color="green"
      variant="light"
      title={t('users.invitationSent')}
      withCloseButton
      onClose={onClose}
      mb="sm"
      role="status"
    >
      <Group gap="xs" wrap="nowrap">
        <Code style={{ wordBreak: 'break-all' }} data-testid="invitation-link">
          {link}
        </Code>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {t(copied ? 'users.copied' : 'users.copyLink')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}

/** Manage Permissions (administrators), Invite user and Add User (users:create). */
function UserManagementActions({
  isAdmin,
  canCreate,
  onPermissions,
  onInvite,
  onAdd,
}: {
  isAdmin: boolean;
  canCreate: boolean;
  onPermissions: () => void;
  onInvite: () => void;
  onAdd: () => void;
}) {
  const t = useT();
  return (
    <Group gap="xs">
      {isAdmin && (
        <Button variant="light" leftSection={<IconShieldCog size={16} />} onClick={onPermissions}>
          {t('users.managePermissions')}
        </Button>
      )}
      {canCreate && (
        <Button variant="light" leftSection={<IconMailForward size={16} />} onClick={onInvite}>
          {t('users.inviteUser')}
        </Button>
      )}
      {canCreate && (
        <Button leftSection={<IconUserPlus size={16} />} onClick={onAdd}>
          {t('users.addUser')}
        </Button>
      )}
    </Group>
  );
}

/** The Users tab (the list) and, for those who may invite, the Invitations tab. */
function UsersAndInvitations({
  showTabs,
  tab,
  onTab,
  children,
}: {
  showTabs: boolean;
  tab: string | null;
  onTab: (tab: string | null) => void;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <Tabs value={tab} onChange={onTab} keepMounted={false}>
      {showTabs && (
        <Tabs.List mb="sm">
          <Tabs.Tab value="users">{t('users.tabUsers')}</Tabs.Tab>
          <Tabs.Tab value="invitations">{t('users.tabInvitations')}</Tabs.Tab>
        </Tabs.List>
      )}
      <Tabs.Panel value="invitations">
        <InvitationsPanel active={tab === 'invitations'} />
      </Tabs.Panel>
      <Tabs.Panel value="users">{children}</Tabs.Panel>
    </Tabs>
  );
}
