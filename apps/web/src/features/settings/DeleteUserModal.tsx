import { type User, userDisplayName } from '@freight/domain';
import { List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import { useDeleteUser } from './useDeleteUser';

interface DeleteUserModalProps {
  /** The user to delete; the modal is open while this is set. */
  user: User | null;
  onClose: () => void;
}

/** Asks to confirm deleting a user with the full warning, since it cannot be undone. */
export function DeleteUserModal({ user, onClose }: DeleteUserModalProps) {
  const remove = useDeleteUser();
  const name = user ? userDisplayName(user) : '';

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', title: 'User deleted', message: `${name} was deleted.` });
        close();
      },
    });
  }

  return (
    <ConfirmDeleteModal
      opened={user !== null}
      title="Delete User"
      error={remove.error && apiErrorMessage(remove.error, 'Failed to delete user')}
      busy={remove.isPending}
      busyLabel="Deleting..."
      onCancel={close}
      onConfirm={confirm}
    >
      <Text size="sm">
        Are you sure you want to delete{' '}
        <Text span fw={600}>
          {name}
        </Text>
        ? This will:
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>Permanently delete all user data</List.Item>
        <List.Item>Affect associated quotations and addresses</List.Item>
        <List.Item>Remove all of their permissions</List.Item>
      </List>
      <Text size="sm" c="red" fw={500}>
        This action cannot be undone.
      </Text>
    </ConfirmDeleteModal>
  );
}
