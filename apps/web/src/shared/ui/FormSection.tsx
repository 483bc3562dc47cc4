import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description?: string;
  icon: ReactNode;
  /** The icon's colour; the theme's primary colour by default. */
  iconColor?: string;
  /** Stretch to the row's height, so cards side by side line up. */
  fill?: boolean;
  children: ReactNode;
}

/** One titled card of a form screen, named for screen readers by its title. */
export function FormSection({ title, description, icon, iconColor, fill, children }: FormSectionProps) {
  return (
    <Paper withBorder shadow="xs" p="lg" h={fill ? '100%' : undefined} component="section" aria-label={title}>
      <Group gap="sm" mb="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="md" size="lg" color={iconColor}>
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
