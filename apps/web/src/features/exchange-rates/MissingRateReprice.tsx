import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import { useRepriceQuotation } from '../pricing/useRepriceQuotation';

/**
 * Beside a line refused for a missing exchange rate: reprices the quotation with today's rates (which may
 * have the pair), so the same line can be saved again without leaving the form.
 */
export function MissingRateReprice({
  quotationId,
  onRepriced,
}: {
  quotationId: number;
  onRepriced: () => void;
}) {
  const t = useT();
  const reprice = useRepriceQuotation(quotationId);
  return (
    <Group gap="sm">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRefresh size={14} />}
        loading={reprice.isPending}
        onClick={() => reprice.mutate(undefined, { onSuccess: onRepriced })}
      >
        {t('exchangeRates.repriceToday')}
      </Button>
      {reprice.isError && (
        <Text size="sm" c="red.8" role="alert">
          {apiErrorMessage(reprice.error, t('exchangeRates.notRepriced'))}
        </Text>
      )}
    </Group>
  );
}
