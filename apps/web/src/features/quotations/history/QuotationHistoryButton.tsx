import { Button, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { InlineQueryState } from '../../../shared/ui/InlineQueryState';
import { historyEntryText } from './historyEntryText';
import { useQuotationHistory } from './useQuotationHistory';

/** The detail header's History button: a panel listing who changed which field from what to what, and when. */
export function QuotationHistoryButton({
  quotation,
}: {
  quotation: { id: number; quotation_number: string; currency?: string };
}) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const history = useQuotationHistory(quotation.id, opened);

  return (
    <>
      <Button variant="default" leftSection={<IconHistory size={16} />} onClick={() => setOpened(true)}>
        {t('quoteHistory.button')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        title={t('quoteHistory.title', { number: quotation.quotation_number })}
      >
        <InlineQueryState
          query={history}
          loading={t('quoteHistory.loading')}
          failed={t('quoteHistory.loadFailed')}
        >
          {(data) => <HistoryEntries entries={data.data} currency={quotation.currency} />}
        </InlineQueryState>
      </Drawer>
    </>
  );
}

type HistoryEntry = Parameters<typeof historyEntryText>[0];

/** The client's answers come through the quote link, with no user signed in. */
const CLIENT_ACTIONS: ReadonlySet<string> = new Set(
  ['accepted', 'declined'].map((what) => `quotation.${what}`),
);

/** Who changed which field from what to what, and when. */
function HistoryEntries({ entries, currency }: { entries: HistoryEntry[]; currency?: string }) {
  const t = useT();
  const format = useDateFormat();
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('quoteHistory.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => {
        const text = historyEntryText(entry, currency);
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
            {text.change && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {text.change}
              </Text>
            )}
            {text.details.map((line) => (
              <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
            <Text size="xs" c="dimmed">
              {entry.user_name
                ? t('quoteHistory.byUser', { name: entry.user_name })
                : CLIENT_ACTIONS.has(entry.action)
                  ? t('quoteHistory.byClient')
                  : t('quoteHistory.byDeletedUser')}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
