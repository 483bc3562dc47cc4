import type { Subtask, Task } from '@freight/domain';
import { Alert, Button, Group, Kbd, Loader, Modal, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../auth/useSession';
import { taskErrorText } from '../taskErrorText';
import { CommentItem } from './CommentItem';
import { useCommentMutations } from './useCommentMutations';
import { useTaskComments } from './useTaskComments';

interface CommentsModalProps {
  opened: boolean;
  onClose: () => void;
  task: Task;
  /** The subtask whose comments these are, or null for the task's own. */
  subtask: Subtask | null;
  /** Viewers read the thread without the form. */
  canComment: boolean;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The comments of a task or subtask: the thread, a text box and Send (Cmd/Ctrl+Enter sends). */
export function CommentsModal({ opened, onClose, task, subtask, canComment }: CommentsModalProps) {
  const subtaskId = subtask?.id ?? null;
  const comments = useTaskComments(task.id, subtaskId, opened);
  const { add, remove } = useCommentMutations(task.id, subtaskId);
  const session = useSession();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const trimmed = text.trim();
  const isOwner = task.access_level === 'owner';

  function send() {
    if (!trimmed || add.isPending) return;
    setFailure(null);
    add.mutate(trimmed, {
      onSuccess: () => setText(''),
      onError: (error) =>
        setFailure(taskErrorText(subtask ? 'Failed to add subtask comment' : 'Failed to add comment', error)),
    });
  }

  function deleteComment(id: number) {
    setFailure(null);
    remove.mutate(id, { onError: (error) => setFailure(taskErrorText('Failed to delete comment', error)) });
  }

  const rows = comments.data?.data ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Comments: ${subtask?.title ?? task.title}`}
      size="lg"
      centered
    >
      <Stack gap="md">
        <ScrollArea.Autosize mah="45vh" type="auto">
          {comments.isPending ? (
            <Group justify="center" py="lg">
              <Loader size="sm" />
            </Group>
          ) : comments.isError ? (
            <Text c="red" size="sm">
              Failed to load comments
            </Text>
          ) : rows.length === 0 ? (
            <Text c="dimmed" size="sm" py="sm">
              No comments yet.
            </Text>
          ) : (
            <Stack gap="sm" data-testid="comment-list">
              {rows.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  canDelete={isOwner || comment.user_id === session.data?.user.id}
                  deleting={remove.isPending && remove.variables === comment.id}
                  onDelete={() => deleteComment(comment.id)}
                />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        {failure && (
          <Alert color="red" variant="filled" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        {canComment && (
          <Stack gap={6}>
            <Textarea
              label="Add a comment"
              placeholder="Write a comment..."
              autosize
              minRows={3}
              maxRows={8}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                  event.preventDefault();
                  send();
                }
              }}
              data-autofocus
            />
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                <Kbd size="xs">{isMac ? '⌘' : 'Ctrl'}</Kbd> + <Kbd size="xs">Enter</Kbd> to send
              </Text>
              <Button
                leftSection={<IconSend size={16} />}
                onClick={send}
                disabled={!trimmed}
                loading={add.isPending}
              >
                Send
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
