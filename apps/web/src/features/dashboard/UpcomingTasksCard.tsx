import type { DashboardTasks } from '@freight/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { TASK_PRIORITY_MESSAGES } from '../../shared/i18n/domainLabels';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { PRIORITY_COLORS } from '../tasks/taskLabels';
import { DashboardCard } from './DashboardCard';
import { DashboardRow } from './DashboardRow';
import { formatCount } from './formatCount';

/** The user's open tasks, overdue first, then by deadline. */
export function UpcomingTasksCard({ tasks }: { tasks: DashboardTasks }) {
  const t = useT();
  const dates = useDateFormat();
  const caption =
    tasks.open_total === 0
      ? undefined
      : t('dashboard.tasksCaption', {
          open: formatCount(tasks.open_total),
          overdue: formatCount(tasks.overdue_total),
        });
  return (
    <DashboardCard title={t('dashboard.tasksTitle')} caption={caption} to="/task-manager">
      {tasks.upcoming.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.tasksEmpty')}
        </Text>
      ) : (
        <Stack gap={2}>
          {tasks.upcoming.map((task) => (
            <DashboardRow
              key={task.id}
              title={task.title}
              subtitle={
                task.deadline
                  ? t('dashboard.due', { time: dates.dateTime(task.deadline) })
                  : t('dashboard.noDeadline')
              }
              aside={
                <>
                  {task.overdue && (
                    <Badge color="red" size="sm" radius="sm" tt="none">
                      {t('dashboard.overdue')}
                    </Badge>
                  )}
                  <Badge
                    color={PRIORITY_COLORS[task.priority]}
                    variant="light"
                    size="sm"
                    radius="sm"
                    tt="none"
                  >
                    {t(TASK_PRIORITY_MESSAGES[task.priority])}
                  </Badge>
                </>
              }
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
