import { ActionIcon, Indicator, Popover, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * The top-bar bell. The red dot marks news not yet looked at; opening the panel counts as looking, so the
 * dot goes away instead of nagging forever.
 */
export function NotificationBell() {
  const [seen, setSeen] = useState(false);
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md" onOpen={() => setSeen(true)}>
      <Popover.Target>
        <Indicator color="red" size={9} offset={7} disabled={seen} withBorder processing={false}>
          <ActionIcon variant="subtle" color="gray" size="lg" radius="md" aria-label="Notifications">
            <IconBell size={20} stroke={1.7} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack align="center" gap={6} py="sm" ta="center">
          <ThemeIcon variant="light" radius="xl" size="lg" color="teal">
            <IconBellCheck size={18} />
          </ThemeIcon>
          <Text fw={600} size="sm">
            You are all caught up
          </Text>
          <Text size="xs" c="dimmed">
            Updates on your quotations, tasks and support interactions appear here.
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
