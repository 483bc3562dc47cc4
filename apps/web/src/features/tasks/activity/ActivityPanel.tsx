import { Alert, Button, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { IconAlertCircle, IconPoint } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { formatRelativeTime } from '../formatRelativeTime';
import { useNow } from '../useNow';
import { describeActivity } from './describeActivity';
import { CARD_ACTIVITY_LIMIT, useTaskActivity } from './useTaskActivity';

/**
 * The Activity tab: the task's latest entries, newest first, 5 at a time. 'Load more' shows while a page came
 * back full (as many entries as asked for).
 */
export function ActivityPanel({ taskId }: { taskId: number }) {
  const t = useT();
  const [limit, setLimit] = useState(CARD_ACTIVITY_LIMIT);
  const activity = useTaskActivity(taskId, limit);
  const now = useNow();
  const format = useDateFormat();

  if (activity.isPending) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" />
      </Group>
    );
  }
  if (activity.isError && !activity.data) {
    return (
      <Alert color="red" variant="filled" icon={<IconAlertCircle size={18} />} role="alert">
        {t('tasks.activityFetchFailed')}
      </Alert>
    );
  }
  const entries = activity.data.data;
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        {t('tasks.noActivity')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" py="xs">
      <Timeline bulletSize={16} lineWidth={2} data-testid="activity-list">
        {entries.map((entry) => (
          <Timeline.Item key={entry.id} bullet={<IconPoint size={10} />}>
            <Text size="sm">
              <Text span fw={600}>
                {entry.user?.name ?? t('tasks.someone')}
              </Text>{' '}
              {describeActivity(entry, t, format.dateTime)}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={entry.created_at}>{formatRelativeTime(entry.created_at, now, format.day)}</time>
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {entries.length === limit && (
        <Group>
          <Button
            size="xs"
            variant="default"
            loading={activity.isFetching}
            onClick={() => setLimit((n) => n + CARD_ACTIVITY_LIMIT)}
          >
            {t('tasks.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
