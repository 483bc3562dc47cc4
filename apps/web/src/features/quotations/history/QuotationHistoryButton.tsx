import { Button, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { historyEntryText } from './historyEntryText';
import { useQuotationHistory } from './useQuotationHistory';

/** The detail header's History button: a panel listing who changed which field from what to what, and when. */
export function QuotationHistoryButton({
  quotation,
}: {
  quotation: { id: number; quotation_number: string };
}) {
  const [opened, setOpened] = useState(false);
  const history = useQuotationHistory(quotation.id, opened);
  const format = useDateFormat();

  function body() {
    if (history.isPending) {
      return (
        <Group gap="xs" c="dimmed">
          <Loader size="xs" />
          <Text size="sm">Loading history...</Text>
        </Group>
      );
    }
    if (history.isError) {
      return (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="red.7">
            {apiErrorMessage(history.error, 'Failed to load the history')}
          </Text>
          <Button size="xs" variant="light" onClick={() => history.refetch()}>
            Try Again
          </Button>
        </Stack>
      );
    }
    if (history.data.data.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          No changes recorded yet
        </Text>
      );
    }
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {history.data.data.map((entry) => {
          const text = historyEntryText(entry);
          return (
            <Paper
              key={`${entry.id}-${entry.field}`}
              withBorder
              p="sm"
              radius="md"
              component="li"
              data-testid="history-entry"
            >
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600}>
                  {text.subject}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {format.dateTime(entry.created_at)}
                </Text>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {text.change}
              </Text>
              <Text size="xs" c="dimmed">
                by {entry.user_name ?? 'a deleted user'}
              </Text>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <>
      <Button variant="default" leftSection={<IconHistory size={16} />} onClick={() => setOpened(true)}>
        History
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        title={`History of ${quotation.quotation_number}`}
      >
        {body()}
      </Drawer>
    </>
  );
}
