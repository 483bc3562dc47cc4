import { type User, userDisplayName } from '@freight/domain';
import { List, Text } from '@mantine/core';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { useDeleteUser } from './useDeleteUser';

interface DeleteUserModalProps {
  /** The user to delete; the modal is open while this is set. */
  user: User | null;
  onClose: () => void;
}

/** Asks to confirm deleting a user with the full warning, since it cannot be undone. */
export function DeleteUserModal({ user, onClose }: DeleteUserModalProps) {
  const { modal } = useDeleteConfirmation({
    target: user,
    mutation: useDeleteUser(),
    variables: (target) => target.id,
    onClose,
    deletedNotice: (target) => ({
      color: 'teal',
      title: 'User deleted',
      message: `${userDisplayName(target)} was deleted.`,
    }),
    failure: (error) => apiErrorMessage(error, 'Failed to delete user'),
  });
  return (
    <ConfirmDeleteModal {...modal} title="Delete User" busyLabel="Deleting...">
      <Text size="sm">
        Are you sure you want to delete{' '}
        <Text span fw={600}>
          {user ? userDisplayName(user) : ''}
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
