import type { RateCard } from '@freight/domain';
import { Text } from '@mantine/core';
import { DeleteRecordDialog } from '../../shared/forms/DeleteRecordDialog';
import { useDeleteRateCard } from './useDeleteRateCard';

interface RateCardDeleteDialogProps {
  card: RateCard | null;
  onClose: () => void;
}

/** Asks before deleting a rate card. */
export function RateCardDeleteDialog({ card, onClose }: RateCardDeleteDialogProps) {
  return (
    <DeleteRecordDialog
      target={card}
      mutation={useDeleteRateCard()}
      onClose={onClose}
      title="Delete rate card"
      deletedNotice={(target) => ({ color: 'teal', title: 'Rate card deleted', message: target.carrier })}
      failedMessage="Failed to delete the rate card."
    >
      {(shown) => (
        <Text size="sm">
          Delete the {shown?.carrier} rate card for {shown?.origin_code} → {shown?.destination_code}?
          Quotations already priced from it keep their cost lines.
        </Text>
      )}
    </DeleteRecordDialog>
  );
}
