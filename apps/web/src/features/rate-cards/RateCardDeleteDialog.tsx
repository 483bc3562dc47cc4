import type { RateCard } from '@freight/domain';
import { Text } from '@mantine/core';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useDeleteConfirmation } from '../../shared/forms/useDeleteConfirmation';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import { useDeleteRateCard } from './useDeleteRateCard';

interface RateCardDeleteDialogProps {
  card: RateCard | null;
  onClose: () => void;
}

/** Asks before deleting a rate card. */
export function RateCardDeleteDialog({ card, onClose }: RateCardDeleteDialogProps) {
  const { modal } = useDeleteConfirmation({
    target: card,
    mutation: useDeleteRateCard(),
    variables: (target) => target.id,
    onClose,
    deletedNotice: (target) => ({ color: 'teal', title: 'Rate card deleted', message: target.carrier }),
    failure: (error) => apiErrorMessage(error, 'Failed to delete the rate card.'),
  });
  return (
    <ConfirmDeleteModal {...modal} title="Delete rate card" busyLabel="Deleting...">
      <Text size="sm">
        Delete the {card?.carrier} rate card for {card?.origin_code} → {card?.destination_code}? Quotations
        already priced from it keep their cost lines.
      </Text>
    </ConfirmDeleteModal>
  );
}
