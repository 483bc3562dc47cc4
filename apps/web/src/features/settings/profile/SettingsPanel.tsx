import { Paper, Stack, type StackProps, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsPanelProps {
  title: string;
  /** One line under the title saying what the panel is for. */
  description?: string;
  maw?: number;
  gap?: StackProps['gap'];
  children: ReactNode;
}

/** A bordered panel of a settings tab: its heading, what it is for, then its fields. */
export function SettingsPanel({ title, description, maw, gap = 'md', children }: SettingsPanelProps) {
  return (
    <Paper withBorder p="lg" maw={maw}>
      <Stack gap={gap}>
        <div>
          <Title order={3} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
