import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT';

interface AiSuggestionProps {
  original: string;
  result: string;
  onAccept: () => void;
  onDiscard: () => void;
}

/** The AI's answer beside the text it was given, to accept (it replaces the text) or discard. */
export function AiSuggestion({ original, result, onAccept, onDiscard }: AiSuggestionProps) {
  const t = useT();
  return (
    <Stack gap="xs" aria-label={t('costLineNotes.aiSuggestion')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextPanel title={t('costLineNotes.original')} titleColor="dimmed" text={original} />
        <TextPanel
          title={t('costLineNotes.suggestion')}
          titleColor="violet.7"
          text={result}
          testId="ai-suggestion"
        />
      </SimpleGrid>
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={onDiscard}>
          {t('costLineNotes.discard')}
        </Button>
        <Button size="xs" color="violet" leftSection={<IconCheck size={14} />} onClick={onAccept}>
          {t('costLineNotes.accept')}
        </Button>
      </Group>
    </Stack>
  );
}

function TextPanel(props: { title: string; titleColor: string; text: string; testId?: string }) {
  return (
    <Paper withBorder p="xs" bg="var(--mantine-color-body)" data-testid={props.testId}>
      <Text size="xs" c={props.titleColor} fw={600}>
        {props.title}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {props.text}
      </Text>
    </Paper>
  );
}
