import { type User, userDisplayName } from '@freight/domain';
import { List, Text } from '@mantine/core';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { useT } from '../../../shared/i18n/useT';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { useDeleteUser } from './useDeleteUser';

const NAME_MARK = '\u0000';

interface DeleteUserModalProps {
  /** The user to delete; the modal is open while this is set. */
  user: User | null;
  onClose: () => void;
}

/** Asks to confirm deleting a user with the full warning, since it cannot be undone. */
export function DeleteUserModal({ user, onClose }: DeleteUserModalProps) {
  const t = useT();
  const { modal } = useDeleteConfirmation({
    target: user,
    mutation: useDeleteUser(),
    variables: (target) => target.id,
    onClose,
    deletedNotice: (target) => ({
      color: 'teal',
      title: t('users.deletedTitle'),
      message: t('users.deletedMessage', { name: userDisplayName(target) }),
    }),
    failure: (error) => apiErrorMessage(error, t('users.deleteFailed')),
  });
  // The name is set in bold inside the sentence, wherever the language puts it.
  const [before, after] = t('users.deleteQuestion', { name: NAME_MARK }).split(NAME_MARK);
  return (
    <ConfirmDeleteModal {...modal} title={t('users.deleteTitle')} busyLabel={t('users.deleting')}>
      <Text size="sm">
        {before}
        <Text span fw={600}>
          {user ? userDisplayName(user) : ''}
        </Text>
        {after}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('users.deleteAllData')}</List.Item>
        <List.Item>{t('users.deleteAffects')}</List.Item>
        <List.Item>{t('users.deletePermissions')}</List.Item>
      </List>
      <Text size="sm" c="red" fw={500}>
        {t('users.cannotUndo')}
      </Text>
    </ConfirmDeleteModal>
  );
}
