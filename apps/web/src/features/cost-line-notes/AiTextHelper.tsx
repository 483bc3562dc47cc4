import {
  AI_ACTION_LABELS,
  AI_ACTIONS,
  AI_MESSAGES,
  type AiAction,
  contextLengthLabel,
  DEFAULT_TARGET_LANGUAGE,
} from '@freight/domain';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconSparkles, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { noteErrorMessage } from './noteErrorMessage';
import { useAiStatus } from './useAiStatus';
import { useAiText } from './useAiText';

interface AiTextHelperProps {
  /** The text the helper works on. */
  text: string;
  /** The user accepted the suggestion: it replaces the text. */
  onAccept: (text: string) => void;
}

/**
 * Improve, translate (Spanish unless another language is typed), summarize or organize a text through the
 * server. The answer is a suggestion shown beside the original; nothing changes until the user accepts it.
 */
export function AiTextHelper({ text, onAccept }: AiTextHelperProps) {
  const status = useAiStatus();
  const ask = useAiText();
  const [language, setLanguage] = useState(DEFAULT_TARGET_LANGUAGE);
  const [model, setModel] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<{ original: string; result: string } | null>(null);
  const configured = status.data?.configured ?? false;

  const run = (action: AiAction) => {
    setProblem(null);
    if (text.trim() === '') {
      setProblem(AI_MESSAGES.textRequired);
      return;
    }
    const original = text;
    ask.mutate(
      {
        action,
        text,
        target_language: action === 'translate' ? language.trim() || DEFAULT_TARGET_LANGUAGE : undefined,
        model: model ?? undefined,
      },
      {
        onSuccess: (answer) => setSuggestion({ original, result: answer.result }),
        onError: (error) =>
          setProblem(noteErrorMessage(error, 'The AI helper could not answer. Please try again.')),
      },
    );
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg="var(--mantine-color-violet-0)"
      aria-label="AI text helper"
      component="section"
    >
      <Stack gap="xs">
        <Group gap={6}>
          <IconSparkles size={16} color="var(--mantine-color-violet-6)" />
          <Text size="sm" fw={600}>
            AI text helper
          </Text>
        </Group>
        {status.isSuccess && !configured && (
          <Text size="sm" c="dimmed">
            The AI helper is not configured on this server.
          </Text>
        )}
        <Group gap="xs" align="flex-end">
          {AI_ACTIONS.map((action) => (
            <Button
              key={action}
              size="xs"
              variant="light"
              color="violet"
              disabled={!configured || ask.isPending}
              loading={ask.isPending && ask.variables?.action === action}
              onClick={() => run(action)}
            >
              {AI_ACTION_LABELS[action]}
            </Button>
          ))}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            size="xs"
            label="Translate to"
            value={language}
            onChange={(e) => setLanguage(e.currentTarget.value)}
            disabled={!configured}
            maxLength={50}
          />
          <Select
            size="xs"
            label="Model"
            disabled={!configured}
            value={model ?? status.data?.default_model ?? null}
            onChange={setModel}
            allowDeselect={false}
            data={(status.data?.models ?? []).map((m) => ({
              value: m.id,
              label: `${m.name} (${contextLengthLabel(m.context_length)})`,
            }))}
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
        </SimpleGrid>
        {problem && (
          <Alert color="red" variant="light" p="xs">
            {problem}
          </Alert>
        )}
        {suggestion && (
          <Stack gap="xs" aria-label="AI suggestion">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <Paper withBorder p="xs" bg="white">
                <Text size="xs" c="dimmed" fw={600}>
                  Original
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {suggestion.original}
                </Text>
              </Paper>
              <Paper withBorder p="xs" bg="white" data-testid="ai-suggestion">
                <Text size="xs" c="violet.7" fw={600}>
                  Suggestion
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {suggestion.result}
                </Text>
              </Paper>
            </SimpleGrid>
            <Group gap="xs" justify="flex-end">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={14} />}
                onClick={() => setSuggestion(null)}
              >
                Discard
              </Button>
              <Button
                size="xs"
                color="violet"
                leftSection={<IconCheck size={14} />}
                onClick={() => {
                  onAccept(suggestion.result);
                  setSuggestion(null);
                }}
              >
                Accept
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
