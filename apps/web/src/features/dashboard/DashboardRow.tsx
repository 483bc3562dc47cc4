import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './DashboardRow.module.css';

interface DashboardRowProps {
  title: string;
  subtitle?: string;
  /** The subtitle is made of the record's data only (a date, a contact), no message. */
  subtitleIsData?: boolean;
  /** Badges, amounts or dates on the right. */
  aside: ReactNode;
  /** Opens the record; a row without one is plain text. */
  to?: string;
}

/** One record in a dashboard list: title and subtitle on the left, its figures on the right. */
export function DashboardRow({ title, subtitle, subtitleIsData, aside, to }: DashboardRowProps) {
  const content = (
    <Group justify="space-between" wrap="wrap" gap="xs" className={classes.content}>
      <Stack gap={0} miw={0} className={classes.text}>
        {/* The title is always the record's own words (a number, a client, a subject): data, not a message,
            which the pseudo-locale check (e2e/specs/pseudo-locale.spec.ts) passes over. */}
        <Text size="sm" fw={600} truncate data-i18n-ignore>
          {title}
        </Text>
        {subtitle && (
          <Text size="xs" c="dimmed" truncate data-i18n-ignore={subtitleIsData || undefined}>
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
