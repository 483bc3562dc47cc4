import type { DashboardTasks } from '@freight/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { PRIORITY_COLORS, PRIORITY_LABELS } from '../tasks/taskLabels';
import { DashboardCard } from './DashboardCard';
import { DashboardRow } from './DashboardRow';
import { formatCount } from './formatCount';

/** The user's open tasks, overdue first, then by deadline. */
export function UpcomingTasksCard({ tasks }: { tasks: DashboardTasks }) {
  const dates = useDateFormat();
  const caption =
    tasks.open_total === 0
      ? undefined
      : `${formatCount(tasks.open_total)} open, ${formatCount(tasks.overdue_total)} overdue`;
  return (
    <DashboardCard title="Upcoming tasks" caption={caption} to="/task-manager">
      {tasks.upcoming.length === 0 ? (
        <Text size="sm" c="dimmed">
          No upcoming tasks
        </Text>
      ) : (
        <Stack gap={2}>
          {tasks.upcoming.map((task) => (
            <DashboardRow
              key={task.id}
              title={task.title}
              subtitle={task.deadline ? `Due ${dates.dateTime(task.deadline)}` : 'No deadline'}
              aside={
                <>
                  {task.overdue && (
                    <Badge color="red" size="sm" radius="sm" tt="none">
                      Overdue
                    </Badge>
                  )}
                  <Badge
                    color={PRIORITY_COLORS[task.priority]}
                    variant="light"
                    size="sm"
                    radius="sm"
                    tt="none"
                  >
                    {PRIORITY_LABELS[task.priority]}
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
