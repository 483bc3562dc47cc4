import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DetailCardProps {
  title: string;
  icon: ReactNode;
  color?: string;
  /** A button or link in the card's top right corner. */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the quotation detail page. */
export function DetailCard({ title, icon, color = 'indigo', action, children }: DetailCardProps) {
  return (
    <Paper withBorder shadow="xs" p="lg" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color={color} radius="md" size="lg">
            {icon}
          </ThemeIcon>
          <Title order={2} fz="md" fw={650}>
            {title}
          </Title>
        </Group>
        {action ?? <Text />}
      </Group>
      {children}
    </Paper>
  );
}
