import { Badge, Group, Paper, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';

export type CheckState = 'checking' | 'ok' | 'failed' | 'off' | 'idle';

const BADGES: Record<CheckState, { color: string; label: MessageId }> = {
  checking: { color: 'gray', label: 'diagnostics.checking' },
  ok: { color: 'teal', label: 'diagnostics.working' },
  failed: { color: 'red', label: 'diagnostics.failing' },
  off: { color: 'gray', label: 'diagnostics.notConfigured' },
  idle: { color: 'gray', label: 'diagnostics.notRun' },
};

interface DiagnosticCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  state: CheckState;
  /** Label and value pairs shown under the title. */
  facts?: [string, ReactNode][];
  /** Why it failed, in the failing part's words. */
  error?: string | null;
  children?: ReactNode;
}

/** One checked part of the system: its status, what was measured, and why it failed. */
export function DiagnosticCard({
  icon,
  title,
  description,
  state,
  facts = [],
  error,
  children,
}: DiagnosticCardProps) {
  const t = useT();
  const badge = BADGES[state];
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size="lg" radius="md">
              {icon}
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600}>{title}</Text>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </Stack>
          </Group>
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
            {t(badge.label)}
          </Badge>
        </Group>
        {facts.length > 0 && (
          <Table withRowBorders={false} verticalSpacing={2} fz="sm">
            <Table.Tbody>
              {facts.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Td c="dimmed" w="45%">
                    {label}
                  </Table.Td>
                  {/* A fact's value is the system's own (a version, an address, a time taken). */}
                  <Table.Td style={{ overflowWrap: 'anywhere' }} data-i18n-ignore>
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {error && (
          <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
            {error}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
