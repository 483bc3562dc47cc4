import type { RateOptions } from '@freight/domain';
import { Alert, Button, Center, Group, Loader, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconReceipt2 } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { translate, useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { usePermission } from '../auth/session/usePermission';
import { RateOptionCard } from './RateOptionCard';
import { useApplyRateCard } from './useApplyRateCard';
import { useRateOptions } from './useRateOptions';

/**
 * 'Price from rate cards' on a quotation's cost breakdown: the cards valid for its lane, mode and date,
 * cheapest first; choosing one adds its cost lines and caps the quotation's valid-until at the card's end.
 */
export function PriceFromRateCards({ quotationId }: { quotationId: number }) {
  const canEdit = usePermission('quotations', 'edit');
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const options = useRateOptions(quotationId, opened);
  const apply = useApplyRateCard(quotationId);
  const [choosing, setChoosing] = useState<number | null>(null);
  const t = useT();
  if (!canEdit) return null;

  function choose(rateCardId: number) {
    setChoosing(rateCardId);
    apply.mutate(rateCardId, {
      onSuccess: (result) => {
        notifications.show({
          color: result.valid_until_capped ? 'yellow' : 'teal',
          title: translate('rateCards.priced'),
          message: result.message,
          autoClose: result.valid_until_capped ? 10_000 : 5_000,
        });
        setOpened(false);
      },
      onSettled: () => setChoosing(null),
    });
  }

  function body() {
    if (options.isPending) {
      return (
        <Center py="xl" role="status" aria-label={t('rateCards.loadingOptions')}>
          <Loader size="sm" />
        </Center>
      );
    }
    if (options.isError) {
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {apiErrorMessage(options.error, t('rateCards.optionsFailed'))}
        </Alert>
      );
    }
    const answer = options.data;
    return (
      <Stack gap="sm">
        <RateOptionsBasis answer={answer} />
        {answer.data.length === 0 ? (
          <Text size="sm">{t('rateCards.noneValid')}</Text>
        ) : (
          answer.data.map((option, index) => (
            <RateOptionCard
              key={option.rate_card.id}
              option={option}
              currency={answer.currency}
              cheapest={index === 0 && answer.data.length > 1}
              busy={choosing === option.rate_card.id}
              disabled={choosing !== null && choosing !== option.rate_card.id}
              onChoose={() => choose(option.rate_card.id)}
            />
          ))
        )}
        {apply.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {apiErrorMessage(apply.error, t('rateCards.applyFailed'))}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <>
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconReceipt2 size={16} />} onClick={() => setOpened(true)}>
          {t('rateCards.priceFrom')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={
          <Title order={2} fz="h3">
            {t('rateCards.priceFrom')}
          </Title>
        }
        size="lg"
        fullScreen={phone}
        scrollAreaComponent={ScrollArea.Autosize}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {body()}
      </Modal>
    </>
  );
}

/** What the options were priced on: the quotation's lane, mode and date, its chargeable weight and volume. */
function RateOptionsBasis({ answer }: { answer: RateOptions }) {
  const t = useT();
  const format = useDateFormat();
  return (
    <Text size="sm" c="dimmed" data-testid="rate-options-basis">
      {t('rateCards.optionsBasis', {
        mode: answer.transport_mode,
        origin: answer.origin_code,
        destination: answer.destination_code,
        date: format.date(answer.date),
        weight: answer.chargeable_weight,
        cbm: answer.total_cbm,
      })}
    </Text>
  );
}
