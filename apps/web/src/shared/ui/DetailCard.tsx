import { Box, Group, Paper, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DetailCardProps {
  title: string;
  icon: ReactNode;
  color: string;
  children: ReactNode;
}

/** A titled card of a read-only page (quotation detail, cost breakdown), named for screen readers by its title. */
export function DetailCard({ title, icon, color, children }: DetailCardProps) {
  return (
    <Paper
      withBorder
      shadow="xs"
      p="lg"
      h="100%"
      component="section"
      aria-label={title}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" color={color} radius="md" size="lg">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="md" fw={650}>
          {title}
        </Title>
      </Group>
      {/* The body fills the card, so cards side by side can line their contents up. */}
      <Box style={{ flex: 1 }}>{children}</Box>
    </Paper>
  );
}
