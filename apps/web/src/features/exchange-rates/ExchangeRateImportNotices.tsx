import type { ExchangeRateImport } from '@freight/domain';
import { Alert, Loader } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';

interface ExchangeRateImportNoticesProps {
  importNow: UseMutationResult<ExchangeRateImport, Error, void>;
}

/** How the last "Import from ECB now" went: fetching, what it wrote, or why it failed (by its error code). */
export function ExchangeRateImportNotices({ importNow }: ExchangeRateImportNoticesProps) {
  const t = useT();
  const imported = importNow.data;
  if (importNow.isPending) {
    return (
      <Alert color="blue" role="status" icon={<Loader size={16} />}>
        {t('exchangeRates.fetching')}
      </Alert>
    );
  }
  if (importNow.isError) {
    return (
      <Alert color="red" role="alert" withCloseButton onClose={() => importNow.reset()}>
        {apiErrorMessage(importNow.error, t('exchangeRates.importFailed'))}
      </Alert>
    );
  }
  if (!imported) return null;
  return (
    <Alert color="teal" role="status" withCloseButton onClose={() => importNow.reset()}>
      {t(imported.kept_manual > 0 ? 'exchangeRates.importedKept' : 'exchangeRates.imported', {
        source: imported.source,
        day: imported.rates_date,
        count: imported.imported,
        kept: imported.kept_manual,
      })}
    </Alert>
  );
}
