import { Alert, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadText } from './downloadText';
import { rateCardTemplateCsv } from './rateCardTemplateCsv';
import { RateCardImportFailure, useImportRateCards } from './useImportRateCards';

/** The largest file the server takes (2 MiB). */
const MAX_BYTES = 2 * 1024 * 1024;

interface RateCardImportDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Import rate cards from CSV: all or nothing, with every problem listed by row and column. */
export function RateCardImportDialog({ opened, onClose }: RateCardImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const importCards = useImportRateCards();
  const failure = importCards.error instanceof RateCardImportFailure ? importCards.error : null;

  function close() {
    setFile(null);
    setLocalError(null);
    importCards.reset();
    onClose();
  }

  async function submit() {
    if (!file) return setLocalError('Choose a CSV file to import');
    if (file.size > MAX_BYTES)
      return setLocalError('The file is larger than 2 MB: split it into smaller files');
    setLocalError(null);
    importCards.mutate(await file.text(), {
      onSuccess: ({ imported }) => {
        notifications.show({
          color: 'teal',
          title: 'Rate cards imported',
          message: `${imported} ${imported === 1 ? 'rate card was' : 'rate cards were'} imported.`,
        });
        close();
      },
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Title order={2} fz="h3">
          Import rate cards
        </Title>
      }
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          One row per card, in the template's columns. When any row is wrong nothing is imported, and every
          problem is listed here.
        </Text>
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() => downloadText(rateCardTemplateCsv(), 'rate-cards-template.csv')}
          >
            Download template
          </Button>
        </Group>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            importCards.reset();
          }}
          error={localError}
          clearable
        />
        {importCards.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={importCards.error.message}>
            {failure && failure.rows.length > 0 && (
              <ScrollArea.Autosize mah={260}>
                <Table fz="xs" verticalSpacing={4} aria-label="Import problems">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Row</Table.Th>
                      <Table.Th>Column</Table.Th>
                      <Table.Th>Problem</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {failure.rows.map((row) => (
                      <Table.Tr key={`${row.row}-${row.column}-${row.message}`}>
                        <Table.Td>{row.row}</Table.Td>
                        <Table.Td ff="monospace">{row.column || '—'}</Table.Td>
                        <Table.Td>{row.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={importCards.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={importCards.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
