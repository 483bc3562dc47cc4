import { type PricedRates, ratesAgeText } from '@freight/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useDateFormat } from '../../shared/preferences/useDateFormat';

interface RepriceOfferProps {
  recorded: PricedRates | null;
  /** The newest date among today's rates in force (null when there are none). */
  newestRateDate: string | null;
  /** Pairs some buy line lacks on this quotation ('EUR→USD'). */
  missingPairs: string[];
  /** Absent for users who cannot edit the quotation: they see why, without the button. */
  onReprice?: () => void;
  repricing?: boolean;
  error?: string | null;
}

/**
 * "Reprice with today's rates", offered where the quotation's rates are missing a pair one of its lines needs
 * or are older than the newest rates (saying how much older). Nothing when neither holds.
 */
export function RepriceOffer({
  recorded,
  newestRateDate,
  missingPairs,
  onReprice,
  repricing,
  error,
}: RepriceOfferProps) {
  const format = useDateFormat();
  const age = ratesAgeText(recorded, newestRateDate, format.date);
  if (missingPairs.length === 0 && !age) return null;
  return (
    <Alert color="yellow" title="Exchange rates" data-testid="reprice-offer">
      <Stack gap="xs" align="flex-start">
        {missingPairs.map((pair) => (
          <Text size="sm" key={pair}>
            No exchange rate {pair} on this quotation.
          </Text>
        ))}
        {age && <Text size="sm">{age}.</Text>}
        {onReprice && (
          <Button size="xs" leftSection={<IconRefresh size={14} />} loading={repricing} onClick={onReprice}>
            Reprice with today's rates
          </Button>
        )}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
