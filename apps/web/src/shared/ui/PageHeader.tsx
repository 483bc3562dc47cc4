import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Buttons on the right, e.g. "New Quotation". */
  actions?: ReactNode;
}

/** The title block every screen starts with; it also names the browser tab. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  useDocumentTitle(`${title} · ShipDesk`);
  return (
    <Group justify="space-between" align="flex-start" mb="xl" gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
