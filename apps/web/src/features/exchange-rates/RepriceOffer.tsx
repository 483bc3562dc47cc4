import { type PricedRates, ratesAge } from '@freight/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type Translate, useT } from '../../shared/i18n/useT';
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
  const t = useT();
  const age = ratesAgeSentence(t, recorded, newestRateDate, format.date);
  if (missingPairs.length === 0 && !age) return null;
  return (
    <Alert color="yellow" title={t('exchangeRates.title')} data-testid="reprice-offer">
      <Stack gap="xs" align="flex-start">
        {missingPairs.map((pair) => (
          <Text size="sm" key={pair}>
            {t('exchangeRates.missingPair', { pair })}
          </Text>
        ))}
        {age && <Text size="sm">{age}</Text>}
        {onReprice && (
          <Button size="xs" leftSection={<IconRefresh size={14} />} loading={repricing} onClick={onReprice}>
            {t('exchangeRates.repriceToday')}
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

/**
 * 'Priced with the rates of 20/11/2026, 7 days older than the newest (27/11/2026).', or '' when the rates are
 * the newest; the days written in the user's date format.
 */
function ratesAgeSentence(
  t: Translate,
  recorded: Pick<PricedRates, 'date'> | null,
  newestDate: string | null,
  formatDate: (date: string) => string,
): string {
  const age = ratesAge(recorded, newestDate);
  if (!age.stale || newestDate === null) return '';
  const newest = formatDate(newestDate);
  if (age.days_older === null) return t('exchangeRates.pricedUndated', { newest });
  return t('exchangeRates.pricedOlder', {
    days: age.days_older,
    date: formatDate(recorded?.date ?? ''),
    newest,
  });
}
