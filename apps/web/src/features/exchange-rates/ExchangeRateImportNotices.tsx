import type { ExchangeRateImport } from '@freight/domain';
import { Alert, Loader } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';

interface ExchangeRateImportNoticesProps {
  importNow: UseMutationResult<ExchangeRateImport, Error, void>;
}

/** How the last "Import from ECB now" went: fetching, what it wrote, or why it failed (by its error code). */
export function ExchangeRateImportNotices({ importNow }: ExchangeRateImportNoticesProps) {
  const imported = importNow.data;
  if (importNow.isPending) {
    return (
      <Alert color="blue" role="status" icon={<Loader size={16} />}>
        Fetching the ECB reference rates…
      </Alert>
    );
  }
  if (importNow.isError) {
    return (
      <Alert color="red" role="alert" withCloseButton onClose={() => importNow.reset()}>
        {apiErrorMessage(importNow.error, 'The ECB rates could not be imported')}
      </Alert>
    );
  }
  if (!imported) return null;
  return (
    <Alert color="teal" role="status" withCloseButton onClose={() => importNow.reset()}>
      Imported the {imported.source} rates of {imported.rates_date}: {imported.imported} new or changed
      {imported.kept_manual > 0 ? `, ${imported.kept_manual} typed here kept` : ''}.
    </Alert>
  );
}
