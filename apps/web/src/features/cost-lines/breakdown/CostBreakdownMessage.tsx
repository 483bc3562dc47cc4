import { Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useGoBack } from '../../../shared/hooks/useGoBack';
import { useT } from '../../../shared/i18n/useT';

interface CostBreakdownMessageProps {
  title: string;
  text?: string;
  /** An icon; a spinner when absent (loading). */
  icon?: ReactNode;
  color?: string;
  onRetry?: () => void;
}

/** Loading, error and not-found screens of the cost breakdown, each with Go Back. */
export function CostBreakdownMessage({
  title,
  text,
  icon,
  color = 'gray',
  onRetry,
}: CostBreakdownMessageProps) {
  const t = useT();
  const goBack = useGoBack('/pending-quotations');
  useDocumentTitle(`${title} · ShipDesk`);
  return (
    <Center mih="50vh">
      <Paper withBorder shadow="xs" p="xl" maw={480} w="100%" role={icon ? undefined : 'status'}>
        <Stack align="center" gap="sm" ta="center">
          {icon ? (
            <ThemeIcon size={48} radius="xl" variant="light" color={color}>
              {icon}
            </ThemeIcon>
          ) : (
            <Loader />
          )}
          <Title order={1} fz={22}>
            {title}
          </Title>
          {text && <Text c="dimmed">{text}</Text>}
          <Group gap="sm" mt="xs">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
              {t('costLines.goBack')}
            </Button>
            {onRetry && (
              <Button leftSection={<IconRefresh size={16} />} onClick={onRetry}>
                {t('costLines.tryAgain')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
