import { AI_ACTIONS, AI_MESSAGES, type AiAction, contextLengthLabel } from '@freight/domain';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { i18n, type MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import { AiSuggestion } from './AiSuggestion';
import { aiTargetLanguage } from './aiTargetLanguage';
import { noteErrorMessage } from './noteErrorMessage';
import { noteMessage } from './noteMessages';
import { useAiStatus } from './useAiStatus';
import { useAiText } from './useAiText';

/** Each action's button, as a message. */
const AI_ACTION_MESSAGES: Record<AiAction, MessageId> = {
  improve: 'costLineNotes.actionImprove',
  translate: 'costLineNotes.actionTranslate',
  summarize: 'costLineNotes.actionSummarize',
  organize: 'costLineNotes.actionOrganize',
};

interface AiChoices {
  /** The language a translation is into. */
  language: string;
  /** The model picked; null for the server's default. */
  model: string | null;
}

interface AiTextHelperProps {
  /** The text the helper works on. */
  text: string;
  /** The user accepted the suggestion: it replaces the text. */
  onAccept: (text: string) => void;
}

/**
 * Improve, translate (into the reader's language unless another is typed: `aiTargetLanguage`), summarize or
 * organize a text through the server. The answer is a suggestion shown beside the original; nothing changes until the user accepts it.
 */
export function AiTextHelper({ text, onAccept }: AiTextHelperProps) {
  const t = useT();
  const status = useAiStatus();
  const ask = useAiText();
  // The helper's own choices (a language, a model; null is the server's default) and why it could not answer.
  const defaultLanguage = aiTargetLanguage(i18n.locale);
  const form = useRecordForm<AiChoices>({ initial: { language: defaultLanguage, model: null } });
  const { language, model } = form.values;
  const [suggestion, setSuggestion] = useState<{ original: string; result: string } | null>(null);
  const configured = status.data?.configured ?? false;

  const run = (action: AiAction) => {
    form.setFormError(null);
    if (text.trim() === '') {
      form.setFormError(noteMessage(AI_MESSAGES.textRequired));
      return;
    }
    const original = text;
    ask.mutate(
      {
        action,
        text,
        target_language: action === 'translate' ? language.trim() || defaultLanguage : undefined,
        model: model ?? undefined,
      },
      {
        onSuccess: (answer) => setSuggestion({ original, result: answer.result }),
        onError: (error) => form.setFormError(noteErrorMessage(error, t('costLineNotes.aiFailed'))),
      },
    );
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg="var(--mantine-color-violet-light)"
      aria-label={t('costLineNotes.aiHelper')}
      component="section"
    >
      <Stack gap="xs">
        <Group gap={6}>
          <IconSparkles size={16} color="var(--mantine-color-violet-6)" />
          <Text size="sm" fw={600}>
            {t('costLineNotes.aiHelper')}
          </Text>
        </Group>
        {status.isSuccess && !configured && (
          <Text size="sm" c="dimmed">
            {t('costLineNotes.aiNotConfigured')}
          </Text>
        )}
        <AiActionButtons
          disabled={!configured || ask.isPending}
          running={ask.isPending ? ask.variables?.action : undefined}
          onRun={run}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            size="xs"
            label={t('costLineNotes.translateTo')}
            value={language}
            onChange={(e) => form.setField('language', e.currentTarget.value)}
            disabled={!configured}
            maxLength={50}
          />
          <AiModelSelect
            disabled={!configured}
            value={model}
            onChange={(chosen) => form.setField('model', chosen)}
          />
        </SimpleGrid>
        {form.formError && (
          <Alert color="red" variant="light" p="xs">
            {form.formError}
          </Alert>
        )}
        {suggestion && (
          <AiSuggestion
            {...suggestion}
            onDiscard={() => setSuggestion(null)}
            onAccept={() => {
              onAccept(suggestion.result);
              setSuggestion(null);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}

interface AiActionButtonsProps {
  disabled: boolean;
  /** The action asked for, while its answer is awaited. */
  running: string | undefined;
  onRun: (action: AiAction) => void;
}

/** Improve, Translate, Summarize and Organize. */
function AiActionButtons({ disabled, running, onRun }: AiActionButtonsProps) {
  const t = useT();
  return (
    <Group gap="xs" align="flex-end">
      {AI_ACTIONS.map((action) => (
        <Button
          key={action}
          size="xs"
          variant="light"
          color="violet"
          disabled={disabled}
          loading={running === action}
          onClick={() => onRun(action)}
        >
          {t(AI_ACTION_MESSAGES[action])}
        </Button>
      ))}
    </Group>
  );
}

interface AiModelSelectProps {
  disabled: boolean;
  /** The model picked here; null for the server's default. */
  value: string | null;
  onChange: (model: string | null) => void;
}

/** The models the server offers, each with how much text it takes; the server's default until one is picked. */
function AiModelSelect({ disabled, value, onChange }: AiModelSelectProps) {
  const t = useT();
  const status = useAiStatus();
  return (
    <Select
      size="xs"
      label={t('costLineNotes.model')}
      disabled={disabled}
      value={value ?? status.data?.default_model ?? null}
      onChange={onChange}
      allowDeselect={false}
      data={(status.data?.models ?? []).map((m) => ({
        value: m.id,
        label: `${m.name} (${contextLengthLabel(m.context_length)})`,
      }))}
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
    />
  );
}
