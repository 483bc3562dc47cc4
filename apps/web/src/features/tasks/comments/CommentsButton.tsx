import { Group, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
import { TipIconButton } from '../TipIconButton';

interface CommentsButtonProps {
  /** The task's or subtask's title. */
  title: string;
  count: number;
  size?: 'sm';
  disabled?: boolean;
  onClick: () => void;
}

/** The speech bubble that opens a task's or subtask's comments, with their count once there are any. */
export function CommentsButton({ title, count, size, disabled, onClick }: CommentsButtonProps) {
  const t = useT();
  const small = size === 'sm';
  return (
    <TipIconButton
      tip={t('tasks.comments')}
      label={t('tasks.commentsOn', { title, count })}
      onClick={onClick}
      disabled={disabled}
      size={size}
      w="auto"
      px={small ? 4 : 6}
    >
      <Group gap={small ? 2 : 4} wrap="nowrap">
        <IconMessageCircle size={small ? 16 : 18} />
        {count > 0 && (
          <Text size="xs" fw={600}>
            {count}
          </Text>
        )}
      </Group>
    </TipIconButton>
  );
}
