import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AddressFormSectionProps {
  title: string;
  description?: string;
  icon: ReactNode;
  /** A button in the section's top right corner. */
  action?: ReactNode;
  /** Stretch to the row's height, so cards side by side line up. */
  fill?: boolean;
  children: ReactNode;
}

/** One titled card of the address form. */
export function AddressFormSection({
  title,
  description,
  icon,
  action,
  fill,
  children,
}: AddressFormSectionProps) {
  return (
    <Paper withBorder shadow="xs" p="lg" h={fill ? '100%' : undefined} component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="md" size="lg">
            {icon}
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} fz="md" fw={650}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
        </Group>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
