import type { User } from '@freight/domain';
import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconSearch, IconShieldCog, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useItemsPerPage } from '../../shared/hooks/useItemsPerPage';
import { ListFooter } from '../../shared/ui/ListFooter';
import { ListMessage } from '../../shared/ui/ListMessage';
import { usePermission } from '../auth/usePermission';
import { useSession } from '../auth/useSession';
import { DeleteUserModal } from './DeleteUserModal';
import { PermissionManagementDialog } from './PermissionManagementDialog';
import { UserCard } from './UserCard';
import { UserFormModal } from './UserFormModal';
import { useAllUsers } from './useAllUsers';
import { useIsAdmin } from './useIsAdmin';
import { useUsers } from './useUsers';

interface UserManagementDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The User Management dialog: search over name, email and company, 'x of y users', a card
 * per user with Edit and Delete, Add User and Manage Permissions; each button only for those allowed it.
 */
export function UserManagementDialog({ opened, onClose }: UserManagementDialogProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const canCreate = usePermission('users', 'create');
  const canEdit = usePermission('users', 'edit');
  const canDelete = usePermission('users', 'delete');
  const isAdmin = useIsAdmin();
  const myId = useSession().data?.user.id;
  // The server refuses these (only an admin changes an admin's account; nobody deletes themselves): no button.
  const mayRemove = (user: User) => user.id !== myId && (isAdmin || user.role !== 'admin');
  const pageSize = useItemsPerPage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const users = useUsers(debounced, page, pageSize);
  const everyone = useAllUsers(opened);
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [permissionsOpen, setPermissionsOpen] = useState(false);

  const total = users.data?.total ?? 0;
  const rows = (users.data?.data ?? []) as User[];
  const modalOpen = editing !== null || deleting !== null || permissionsOpen;

  return (
    <>
      <Modal
        opened={opened && !modalOpen}
        onClose={onClose}
        title="User Management"
        size="xl"
        fullScreen={narrow}
        centered
      >
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <TextInput
              aria-label="Search users"
              placeholder="Search by name, email or company..."
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: '1 1 240px' }}
            />
            <Group gap="xs">
              {isAdmin && (
                <Button
                  variant="light"
                  leftSection={<IconShieldCog size={16} />}
                  onClick={() => setPermissionsOpen(true)}
                >
                  Manage Permissions
                </Button>
              )}
              {canCreate && (
                <Button leftSection={<IconUserPlus size={16} />} onClick={() => setEditing('new')}>
                  Add User
                </Button>
              )}
            </Group>
          </Group>
          <Group gap="xs" mih={20}>
            {users.data && everyone.data && (
              <Text size="sm" c="dimmed" aria-live="polite" data-testid="user-count">
                {total} of {everyone.data.length} users
              </Text>
            )}
            {users.isFetching && <Loader size="xs" />}
          </Group>
          {users.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {apiErrorMessage(users.error, 'Failed to load users')}
            </Alert>
          ) : users.data && rows.length === 0 ? (
            <ListMessage icon={<IconUsers size={26} />} title="No users found matching your search." />
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="sm"
              style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}
            >
              {rows.map((user) => (
                <UserCard
                  key={user.id}
                  user={user}
                  onEdit={canEdit && (isAdmin || user.role !== 'admin') ? setEditing : undefined}
                  onDelete={canDelete && mayRemove(user) ? setDeleting : undefined}
                />
              ))}
            </SimpleGrid>
          )}
          {total > pageSize && (
            <ListFooter page={page} pageSize={pageSize} total={total} onPageChange={setPage} />
          )}
        </Stack>
      </Modal>
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
