import type { ExchangeRateRecord } from '@freight/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCloudDownload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import { cardCell } from '../../shared/ui/cardCell';
import { ResponsiveTable } from '../../shared/ui/ResponsiveTable';
import { ExchangeRateModal } from './ExchangeRateModal';
import { useExchangeRateMutations } from './useExchangeRateMutations';
import { useExchangeRates } from './useExchangeRates';

const pair = (rate: ExchangeRateRecord) => `${rate.base}→${rate.quote}`;

/**
 * The exchange rates in the pricing settings: the rates in force on a day (today unless another is picked),
 * each with its date and source; add, edit and delete a rate, and import the ECB's reference rates now.
 */
export function ExchangeRatesCard() {
  const [day, setDay] = useState('');
  const rates = useExchangeRates(day);
  const { remove, importNow } = useExchangeRateMutations();
  const [editing, setEditing] = useState<ExchangeRateRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ExchangeRateRecord | null>(null);

  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };
  const imported = importNow.data;

  return (
    <Card withBorder padding="lg" component="section" aria-label="Exchange rates">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3}>Exchange rates</Title>
            <Text size="sm" c="dimmed">
              1 base = rate quote, in force from its date until a newer rate of the pair. Quotations keep the
              rates they were priced with until they are repriced.
            </Text>
          </div>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconCloudDownload size={16} />}
              loading={importNow.isPending}
              onClick={() => importNow.mutate()}
            >
              Import from ECB now
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              Add a rate
            </Button>
          </Group>
        </Group>
        {importNow.isPending && (
          <Alert color="blue" role="status" icon={<Loader size={16} />}>
            Fetching the ECB reference rates…
          </Alert>
        )}
        {imported && !importNow.isPending && (
          <Alert color="teal" role="status" withCloseButton onClose={() => importNow.reset()}>
            Imported the {imported.source} rates of {imported.rates_date}: {imported.imported} new or changed
            {imported.kept_manual > 0 ? `, ${imported.kept_manual} typed here kept` : ''}.
          </Alert>
        )}
        {importNow.isError && (
          <Alert color="red" role="alert" withCloseButton onClose={() => importNow.reset()}>
            {apiErrorMessage(importNow.error, 'The ECB rates could not be imported')}
          </Alert>
        )}
        <TextInput
          label="Rates in force on"
          description="Leave empty for today"
          type="date"
          value={day}
          onChange={(e) => setDay(e.currentTarget.value)}
          maw={220}
        />
        {rates.isError ? (
          <Alert color="red" role="alert">
            {apiErrorMessage(rates.error, 'Failed to load the exchange rates')}
          </Alert>
        ) : rates.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Loading exchange rates" />
          </Center>
        ) : rates.data.length === 0 ? (
          <Text size="sm" c="dimmed" py="sm">
            No exchange rates in force{day ? ` on ${day}` : ''}: add one, or import the ECB's.
          </Text>
        ) : (
          <ResponsiveTable
            minWidth={560}
            maxHeight={420}
            stickyHeader
            striped
            data-testid="exchange-rates-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pair</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Source</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.map((rate) => (
                <Table.Tr key={rate.id}>
                  <Table.Td {...cardCell.title} fw={600}>
                    {pair(rate)}
                  </Table.Td>
                  <Table.Td {...cardCell.field('Rate')} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    1 {rate.base} = {rate.rate} {rate.quote}
                  </Table.Td>
                  <Table.Td {...cardCell.field('Date')}>{rate.date}</Table.Td>
                  <Table.Td {...cardCell.field('Source')}>
                    <Badge variant="light" color={rate.source === 'manual' ? 'gray' : 'indigo'}>
                      {rate.source === 'manual' ? 'Manual' : rate.source}
                    </Badge>
                  </Table.Td>
                  <Table.Td {...cardCell.aside}>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit the ${pair(rate)} rate`}
                        onClick={() => setEditing(rate)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete the ${pair(rate)} rate`}
                        onClick={() => setDeleting(rate)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        )}
      </Stack>
      {editing !== null && (
        <ExchangeRateModal rate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete exchange rate"
        error={remove.error && apiErrorMessage(remove.error, 'The exchange rate was not deleted')}
        busy={remove.isPending}
        focusConfirm
        onCancel={closeDelete}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
      >
        <Text size="sm">
          Delete the {deleting && pair(deleting)} rate of {deleting?.date}? The pair's previous rate, if any,
          is in force again; quotations keep the rates they were priced with.
        </Text>
      </ConfirmDeleteModal>
    </Card>
  );
}
