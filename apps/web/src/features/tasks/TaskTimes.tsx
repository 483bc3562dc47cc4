import { Text } from '@mantine/core';
import { formatRelativeTime } from './formatRelativeTime';
import { useNow } from './useNow';

const fullFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Created 2 days ago · Modified just now', each with the exact time on hover. */
export function TaskTimes({ createdAt, modifiedAt }: { createdAt: string; modifiedAt: string }) {
  const now = useNow();
  return (
    <Text size="xs" c="dimmed">
      <time dateTime={createdAt} title={fullFormat.format(new Date(createdAt))}>
        Created {formatRelativeTime(createdAt, now)}
      </time>
      {' · '}
      <time dateTime={modifiedAt} title={fullFormat.format(new Date(modifiedAt))}>
        Modified {formatRelativeTime(modifiedAt, now)}
      </time>
    </Text>
  );
}
