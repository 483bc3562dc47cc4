import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useT } from '../../../shared/i18n/useT';
import { CenteredLoader } from '../../../shared/ui/CenteredLoader';
import { TaskCard } from '../task/TaskCard';
import { useLinkedTask } from './useLinkedTask';

const NO_DRAG = {
  attributes: {},
  listeners: undefined,
  setActivatorNodeRef: () => {},
  disabled: true,
} as never;

/**
 * A task opened by a link that is not among the cards on screen (another page, or filtered out): shown
 * above the list, expanded, until closed.
 */
export function LinkedTask({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const linked = useLinkedTask(id);
  function body() {
    if (linked.isPending) return <CenteredLoader label={t('tasks.loadingTask')} />;
    if (linked.isError || !linked.data) {
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {linked.isError ? apiErrorMessage(linked.error, t('tasks.fetchFailed')) : t('tasks.taskNotFound')}
        </Alert>
      );
    }
    return <TaskCard task={linked.data} handle={NO_DRAG} linked />;
  }
  return (
    <Stack gap={6} mb="md">
      <Group justify="space-between">
        <Text size="sm" fw={600} c="dimmed">
          {t('tasks.openedFromSearch')}
        </Text>
        <Button size="compact-sm" variant="subtle" color="gray" onClick={onClose}>
          {t('tasks.close')}
        </Button>
      </Group>
      {body()}
    </Stack>
  );
}
