import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListMessageProps {
  icon: ReactNode;
  color?: string;
  title: string;
  description?: string;
  /** Buttons under the text, e.g. 'Try Again' or 'Add First Interaction'. */
  children?: ReactNode;
}

/** The empty and error states of a list, centred where its rows would be. */
export function ListMessage({ icon, color = 'gray', title, description, children }: ListMessageProps) {
  return (
    <Center py={64} px="md">
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
