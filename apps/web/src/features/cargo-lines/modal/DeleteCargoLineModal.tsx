import type { CargoLine } from '@freight/domain';
import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { translate, useT } from '../../../shared/i18n/useT';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { useDeleteCargoLine } from '../useDeleteCargoLine';

interface DeleteCargoLineModalProps {
  /** The item to delete; the modal is open while this is set. */
  item: CargoLine | null;
  onClose: () => void;
}

// Stands for the name while the sentence is translated, so the name can be drawn in bold where the language
// puts it.
const NAME_MARK = '\u0000';

/** The delete confirmation of the Shipment Items table ('Confirm Deletion'). */
export function DeleteCargoLineModal({ item, onClose }: DeleteCargoLineModalProps) {
  const t = useT();
  const { shown, modal } = useDeleteConfirmation({
    target: item,
    mutation: useDeleteCargoLine(),
    variables: (target) => target,
    onClose,
    deletedNotice: (target) => ({
      color: 'teal',
      title: translate('cargoLines.deleted'),
      message: target.name,
    }),
    failure: (error) =>
      translate('cargoLines.deleteFailed', { reason: apiErrorReason(error, translate('common.tryAgain')) }),
  });
  const [before, after] = t('cargoLines.deleteQuestion', { name: NAME_MARK }).split(NAME_MARK);
  return (
    <ConfirmDeleteModal
      {...modal}
      title={t('cargoLines.confirmDeletion')}
      size="md"
      confirmIcon={<IconTrash size={16} />}
    >
      <Text size="sm">
        {before}
        <Text span fw={600}>
          {shown?.name}
        </Text>
        {after}
      </Text>
    </ConfirmDeleteModal>
  );
}
