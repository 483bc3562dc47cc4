import type { Subtask, Task } from '@freight/domain';
import { Alert, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { useSession } from '../../auth/session/useSession';
import { taskErrorText } from '../taskErrorText';
import { CommentComposer } from './CommentComposer';
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

/** The comments of a task or subtask: the thread, a text box and Send (Cmd/Ctrl+Enter sends). */
export function CommentsModal({ opened, onClose, task, subtask, canComment }: CommentsModalProps) {
  const t = useT();
  const subtaskId = subtask?.id ?? null;
  const comments = useTaskComments(task.id, subtaskId, opened);
  const { add, remove } = useCommentMutations(task.id, subtaskId);
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const isOwner = task.access_level === 'owner';

  function deleteComment(id: number) {
    setFailure(null);
    remove.mutate(id, {
      onError: (error) => setFailure(taskErrorText(t('tasks.failedDeleteComment'), error)),
    });
  }

  const rows = comments.data?.data ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tasks.commentsTitle', { title: subtask?.title ?? task.title })}
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
              {t('tasks.commentsFetchFailed')}
            </Text>
          ) : rows.length === 0 ? (
            <Text c="dimmed" size="sm" py="sm">
              {t('tasks.noComments')}
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
          <CommentComposer
            taskId={task.id}
            subtaskId={subtaskId}
            busy={add.isPending}
            onSend={(text) => {
              setFailure(null);
              return add.mutateAsync(text).catch((error) => {
                setFailure(
                  taskErrorText(
                    t(subtask ? 'tasks.failedAddSubtaskComment' : 'tasks.failedAddComment'),
                    error,
                  ),
                );
                throw error;
              });
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}
