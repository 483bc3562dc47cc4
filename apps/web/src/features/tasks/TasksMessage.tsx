import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface TasksMessageProps {
  icon: ReactNode;
  color?: string;
  title: string;
  description?: string;
  children?: ReactNode;
}

/** The Task Manager's empty and error states, centred where the list would be. */
export function TasksMessage({ icon, color = 'gray', title, description, children }: TasksMessageProps) {
  return (
    <Center py={56} px="md">
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Text fw={600} size="lg" mt="xs">
          {title}
        </Text>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        {children && <Stack mt="sm">{children}</Stack>}
      </Stack>
    </Center>
  );
}
