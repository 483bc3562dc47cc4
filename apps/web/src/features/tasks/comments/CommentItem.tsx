import type { TaskComment } from '@freight/domain';
import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { formatRelativeTime } from '../formatRelativeTime';
import { TipIconButton } from '../TipIconButton';
import { useNow } from '../useNow';

interface CommentItemProps {
  comment: TaskComment;
  canDelete: boolean;
  deleting: boolean;
  onDelete: () => void;
}

/** One comment: author, when, the text as written (line breaks kept), and delete for its author or owner. */
export function CommentItem({ comment, canDelete, deleting, onDelete }: CommentItemProps) {
  const t = useT();
  const now = useNow();
  const format = useDateFormat();
  const author = comment.user?.name ?? t('tasks.formerUser');
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--app-surface-subtle)">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Avatar size="sm" radius="xl" color="indigo" name={author} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            {/* Wraps rather than truncates: inside the thread's scroll area a line that cannot wrap widens the
                whole thread past the dialog (a long name with the time in German, 'gerade eben'). */}
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {author}
              <Text span size="xs" c="dimmed" fw={400} ml={8}>
                <time dateTime={comment.created_at}>
                  {formatRelativeTime(comment.created_at, now, format.day)}
                </time>
              </Text>
            </Text>
            {canDelete && (
              <TipIconButton
                tip={t('tasks.deleteComment')}
                label={t('tasks.deleteComment')}
                color="red"
                size="sm"
                loading={deleting}
                onClick={onDelete}
              >
                <IconTrash size={14} />
              </TipIconButton>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.comment_text}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
