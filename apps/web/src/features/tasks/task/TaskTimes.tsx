import { Text } from '@mantine/core';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { formatRelativeTime } from '../formatRelativeTime';
import { useNow } from '../useNow';

/** 'Created 2 days ago · Modified just now', each with the exact time on hover. */
export function TaskTimes({ createdAt, modifiedAt }: { createdAt: string; modifiedAt: string }) {
  const now = useNow();
  const format = useDateFormat();
  return (
    <Text size="xs" c="dimmed">
      <time dateTime={createdAt} title={format.dateTime(createdAt)}>
        Created {formatRelativeTime(createdAt, now, format.day)}
      </time>
      {' · '}
      <time dateTime={modifiedAt} title={format.dateTime(modifiedAt)}>
        Modified {formatRelativeTime(modifiedAt, now, format.day)}
      </time>
    </Text>
  );
}
