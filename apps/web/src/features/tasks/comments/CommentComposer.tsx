import { taskCommentCreateSchema } from '@freight/domain';
import { Button, Group, Kbd, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

interface CommentComposerProps {
  taskId: number;
  subtaskId: number | null;
  busy: boolean;
  /** Sends the trimmed text; the box empties once it resolves (a refusal is told by the modal). */
  onSend: (text: string) => Promise<unknown>;
}

/** Add a comment: a text box and Send (Cmd/Ctrl+Enter sends); a blank comment cannot be sent. */
export function CommentComposer({ taskId, subtaskId, busy, onSend }: CommentComposerProps) {
  const t = useT();
  const form = useRecordForm({ initial: { comment_text: '' } });
  const blank = form.values.comment_text.trim() === '';

  async function send() {
    if (blank || busy) return;
    const comment = form.validate(taskCommentCreateSchema, {
      task_id: taskId,
      ...(subtaskId === null ? {} : { subtask_id: subtaskId }),
      comment_text: form.values.comment_text,
    });
    if (!comment) return;
    try {
      await onSend(comment.comment_text);
      form.reset({ comment_text: '' });
    } catch {
      // What was written stays for another try.
    }
  }

  return (
    <Stack gap={6}>
      <Textarea
        label={t('tasks.addComment')}
        placeholder={t('tasks.commentPlaceholder')}
        autosize
        minRows={3}
        maxRows={8}
        value={form.values.comment_text}
        error={form.errors.comment_text}
        onChange={(event) => form.setField('comment_text', event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void send();
          }
        }}
        data-autofocus
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          <Kbd size="xs">{isMac ? '⌘' : t('tasks.keyCtrl')}</Kbd> + <Kbd size="xs">{t('tasks.keyEnter')}</Kbd>{' '}
          {t('tasks.toSend')}
        </Text>
        <Button
          leftSection={<IconSend size={16} />}
          onClick={() => void send()}
          disabled={blank}
          loading={busy}
        >
          {t('tasks.send')}
        </Button>
      </Group>
    </Stack>
  );
}
