import { type CurrencyCode, type ReceivablesReport, receivablesApi } from '@freight/domain';
import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { money } from '../../shared/format/money';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/session/usePermission';

const COLUMNS: readonly [keyof CurrencyAgeing['total'], MessageId][] = [
  ['current', 'receivables.current'],
  ['days_1_30', 'receivables.upToThirty'],
  ['days_31_60', 'receivables.thirtyToSixty'],
  ['days_61_90', 'receivables.sixtyToNinety'],
  ['over_90', 'receivables.overNinety'],
  ['total', 'receivables.total'],
];

type CurrencyAgeing = ReceivablesReport['currencies'][number];

/** /reports/receivables — what clients owe per currency, per client, by days past the due date. */
export function ReceivablesPage() {
  const t = useT();
  const canView = usePermission('invoices', 'view');
  const report = useQuery({
    queryKey: ['invoices', 'receivables'],
    queryFn: ({ signal }) => callApi(receivablesApi.report, { signal, query: {} } as never),
    enabled: canView,
  });
  return (
    <>
      <PageHeader title={t('receivables.title')} subtitle={t('receivables.subtitle')} />
      {!canView ? (
        <Alert color="red">{t('invoices.noPermission')}</Alert>
      ) : report.isError ? (
        <Alert color="red">{apiErrorMessage(report.error, t('receivables.loadFailed'))}</Alert>
      ) : !report.data ? (
        <CenteredLoader label={t('receivables.loading')} />
      ) : report.data.currencies.length === 0 ? (
        <Text c="dimmed">{t('receivables.empty')}</Text>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('receivables.asOf', { day: report.data.as_of })}</Text>
          {report.data.currencies.map((ageing) => (
            <CurrencyTable key={ageing.currency} ageing={ageing} />
          ))}
        </Stack>
      )}
    </>
  );
}

function CurrencyTable({ ageing }: { ageing: CurrencyAgeing }) {
  const t = useT();
  const currency = ageing.currency as CurrencyCode;
  const cells = (row: CurrencyAgeing['total']) =>
    COLUMNS.map(([key]) => (
      <Table.Td key={key} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {money(row[key], currency)}
      </Table.Td>
    ));
  return (
    <Paper withBorder p="md">
      <Title order={2} fz="lg" mb="xs" id={`receivables-${currency}`}>
        {currency}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-labelledby={`receivables-${currency}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('receivables.client')}</Table.Th>
              {COLUMNS.map(([key, label]) => (
                <Table.Th key={key} ta="right">
                  {t(label)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ageing.clients.map((client) => (
              <Table.Tr key={`${client.contact_id}-${client.client_name}`}>
                <Table.Td data-i18n-ignore>{client.client_name || '—'}</Table.Td>
                {cells(client)}
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>{t('receivables.total')}</Table.Td>
              {cells(ageing.total)}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
