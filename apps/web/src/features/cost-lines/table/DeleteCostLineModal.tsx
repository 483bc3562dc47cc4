import type { CostLine } from '@freight/domain';
import { Text } from '@mantine/core';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { translate, useT } from '../../../shared/i18n/useT';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { costLineErrorMessage } from '../costLineErrorMessage';
import { useDeleteCostLine } from '../useDeleteCostLine';

interface DeleteCostLineModalProps {
  /** The line to delete; the modal is open while this is set. */
  item: CostLine | null;
  /** How many sub-items go with it (the server deletes them too). */
  subItemCount: number;
  onClose: () => void;
}

/** 'Are you sure you want to delete this cost item?' with Cancel and Delete. */
export function DeleteCostLineModal({ item, subItemCount, onClose }: DeleteCostLineModalProps) {
  const t = useT();
  const { shown, modal } = useDeleteConfirmation({
    target: item,
    mutation: useDeleteCostLine(),
    variables: (target) => target,
    onClose,
    deletedNotice: (target) => ({
      color: 'teal',
      title: translate('costLines.deleted'),
      message: target.description,
    }),
    failure: (error) => costLineErrorMessage(error, translate('costLines.deleteFailed')),
  });
  return (
    <ConfirmDeleteModal
      {...modal}
      title={t('costLines.deleteTitle')}
      zIndex={300}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      focusConfirm
    >
      <Text size="sm">{t('costLines.deleteConfirm')}</Text>
      {shown && (
        <Text size="sm" fw={600} bg="var(--app-surface-subtle)" px="sm" py={6} style={{ borderRadius: 6 }}>
          {shown.description}
        </Text>
      )}
      {subItemCount > 0 && (
        <Text size="sm" c="dimmed">
          {t('costLines.subItemsDeleted', { count: subItemCount })}
        </Text>
      )}
    </ConfirmDeleteModal>
  );
}
