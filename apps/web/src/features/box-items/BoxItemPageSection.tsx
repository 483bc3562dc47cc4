import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface BoxItemPageSectionProps {
  title: string;
  icon: ReactNode;
  description?: string;
  children: ReactNode;
}

/** One titled card of the full-page box item form. */
export function BoxItemPageSection({ title, icon, description, children }: BoxItemPageSectionProps) {
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={title}>
      <Group gap="sm" mb="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="md" size="lg" color="orange">
          {icon}
        </ThemeIcon>
        <div>
          <Title order={2} fz="md" fw={650}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
      </Group>
      {children}
    </Paper>
  );
}
