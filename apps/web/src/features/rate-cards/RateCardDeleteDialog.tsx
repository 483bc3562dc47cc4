import type { RateCard } from '@freight/domain';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import { useDeleteRateCard } from './useDeleteRateCard';

interface RateCardDeleteDialogProps {
  card: RateCard | null;
  onClose: () => void;
}

/** Asks before deleting a rate card. */
export function RateCardDeleteDialog({ card, onClose }: RateCardDeleteDialogProps) {
  const remove = useDeleteRateCard();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteModal
      opened={card !== null}
      title="Delete rate card"
      busy={remove.isPending}
      busyLabel="Deleting..."
      error={remove.isError ? apiErrorMessage(remove.error, 'Failed to delete the rate card.') : undefined}
      onCancel={close}
      onConfirm={() => {
        if (!card) return;
        remove.mutate(card.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', title: 'Rate card deleted', message: card.carrier });
            close();
          },
        });
      }}
    >
      <Text size="sm">
        Delete the {card?.carrier} rate card for {card?.origin_code} → {card?.destination_code}? Quotations
        already priced from it keep their cost lines.
      </Text>
    </ConfirmDeleteModal>
  );
}
