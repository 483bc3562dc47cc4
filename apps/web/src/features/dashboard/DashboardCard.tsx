import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/useT';

interface DashboardCardProps {
  title: string;
  /** A line under the title saying what the figure counts. */
  caption?: string;
  /** The list this card summarises. */
  to: string;
  children: ReactNode;
}

/** A dashboard panel: its title, what it counts, a link to the list behind it, and its content. */
export function DashboardCard({ title, caption, to, children }: DashboardCardProps) {
  const t = useT();
  return (
    <Paper withBorder p="lg" h="100%" component="section" aria-label={title}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2}>
            <Text fw={650}>{title}</Text>
            {caption && (
              <Text size="xs" c="dimmed">
                {caption}
              </Text>
            )}
          </Stack>
          <Anchor
            component={Link}
            to={to}
            size="sm"
            aria-label={t('dashboard.viewAllOf', { title })}
            style={{ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            {t('dashboard.viewAll')} <IconArrowRight size={14} />
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
