import type { RateCard } from '@freight/domain';
import { Text } from '@mantine/core';
import { DeleteRecordDialog } from '../../shared/forms/DeleteRecordDialog';
import { translate, useT } from '../../shared/i18n/useT';
import { useDeleteRateCard } from './useDeleteRateCard';

interface RateCardDeleteDialogProps {
  card: RateCard | null;
  onClose: () => void;
}

/** Asks before deleting a rate card. */
export function RateCardDeleteDialog({ card, onClose }: RateCardDeleteDialogProps) {
  const t = useT();
  return (
    <DeleteRecordDialog
      target={card}
      mutation={useDeleteRateCard()}
      onClose={onClose}
      title={t('rateCards.deleteTitle')}
      deletedNotice={(target) => ({
        color: 'teal',
        title: translate('rateCards.deleted'),
        message: target.carrier,
      })}
      failedMessage={t('rateCards.deleteFailed')}
    >
      {(shown) => (
        <Text size="sm">
          {t('rateCards.deleteQuestion', {
            carrier: shown?.carrier,
            origin: shown?.origin_code,
            destination: shown?.destination_code,
          })}
        </Text>
      )}
    </DeleteRecordDialog>
  );
}
