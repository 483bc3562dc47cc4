import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './StatTile.module.css';

interface StatTileProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color: string;
  /** The list the figure counts: the whole tile opens it. */
  to: string;
  /** A line under the figure saying what it is made of. */
  note?: string;
  children?: ReactNode;
}

/** One headline figure, as a tile that opens the list it counts. */
export function StatTile({ label, value, icon, color, to, note, children }: StatTileProps) {
  return (
    <Paper withBorder p="lg" component={Link} to={to} className={classes.tile}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6} miw={0}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.1} data-testid="stat-value">
            {value}
          </Text>
        </Stack>
        <ThemeIcon size={42} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
      {(note || children) && (
        <Stack gap={4} mt="sm">
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
          {children}
        </Stack>
      )}
    </Paper>
  );
}
