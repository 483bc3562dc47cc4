import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './DashboardRow.module.css';

interface DashboardRowProps {
  title: string;
  subtitle?: string;
  /** Badges, amounts or dates on the right. */
  aside: ReactNode;
  /** Opens the record; a row without one is plain text. */
  to?: string;
}

/** One record in a dashboard list: title and subtitle on the left, its figures on the right. */
export function DashboardRow({ title, subtitle, aside, to }: DashboardRowProps) {
  const content = (
    <Group justify="space-between" wrap="wrap" gap="xs" className={classes.content}>
      <Stack gap={0} miw={0} className={classes.text}>
        <Text size="sm" fw={600} truncate>
          {title}
        </Text>
        {subtitle && (
          <Text size="xs" c="dimmed" truncate>
            {subtitle}
          </Text>
        )}
      </Stack>
      <Group gap={8} wrap="nowrap" justify="flex-end">
        {aside}
      </Group>
    </Group>
  );
  if (!to) return <div className={classes.row}>{content}</div>;
  return (
    <UnstyledButton component={Link} to={to} className={`${classes.row} ${classes.link}`}>
      {content}
    </UnstyledButton>
  );
}
