import { type CurrencyCode, type ReceivablesReport, receivablesApi } from '@freight/domain';
import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { money } from '../../shared/format/money';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/session/usePermission';

const COLUMNS = [
  ['current', 'Current'],
  ['days_1_30', '1–30'],
  ['days_31_60', '31–60'],
  ['days_61_90', '61–90'],
  ['over_90', '>90'],
  ['total', 'Total'],
] as const;

type CurrencyAgeing = ReceivablesReport['currencies'][number];

/** /reports/receivables — what clients owe per currency, per client, by days past the due date. */
export function ReceivablesPage() {
  const canView = usePermission('invoices', 'view');
  const report = useQuery({
    queryKey: ['invoices', 'receivables'],
    queryFn: ({ signal }) => callApi(receivablesApi.report, { signal, query: {} } as never),
    enabled: canView,
  });
  return (
    <>
      <PageHeader
        title="Receivables"
        subtitle="What clients owe on issued invoices, by days past the due date"
      />
      {!canView ? (
        <Alert color="red">You do not have permission to view invoices.</Alert>
      ) : report.isError ? (
        <Alert color="red">{apiErrorMessage(report.error, 'Failed to load the receivables')}</Alert>
      ) : !report.data ? (
        <CenteredLoader label="Loading receivables..." />
      ) : report.data.currencies.length === 0 ? (
        <Text c="dimmed">Nothing is owed: every issued invoice is paid or credited.</Text>
      ) : (
        <Stack gap="md">
          <Text size="sm">As of {report.data.as_of}</Text>
          {report.data.currencies.map((ageing) => (
            <CurrencyTable key={ageing.currency} ageing={ageing} />
          ))}
        </Stack>
      )}
    </>
  );
}

function CurrencyTable({ ageing }: { ageing: CurrencyAgeing }) {
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
              <Table.Th>Client</Table.Th>
              {COLUMNS.map(([key, label]) => (
                <Table.Th key={key} ta="right">
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ageing.clients.map((client) => (
              <Table.Tr key={`${client.contact_id}-${client.client_name}`}>
                <Table.Td>{client.client_name || '—'}</Table.Td>
                {cells(client)}
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>Total</Table.Td>
              {cells(ageing.total)}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
