import { Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { formatRelativeTime } from '../formatRelativeTime';
import { useNow } from '../useNow';

/** 'Created 2 days ago · Modified just now', each with the exact time on hover. */
export function TaskTimes({ createdAt, modifiedAt }: { createdAt: string; modifiedAt: string }) {
  const t = useT();
  const now = useNow();
  const format = useDateFormat();
  return (
    <Text size="xs" c="dimmed">
      <time dateTime={createdAt} title={format.dateTime(createdAt)}>
        {t('tasks.createdWhen', { when: formatRelativeTime(createdAt, now, format.day) })}
      </time>
      {' · '}
      <time dateTime={modifiedAt} title={format.dateTime(modifiedAt)}>
        {t('tasks.modifiedWhen', { when: formatRelativeTime(modifiedAt, now, format.day) })}
      </time>
    </Text>
  );
}
