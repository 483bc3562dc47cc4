import { Button, Center, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT';

interface ErrorScreenProps {
  title: string;
  description: string;
  /** Technical detail (the error message), shown in a code block so it is easy to copy into a report. */
  detail?: string;
  /** Fill the whole window (app crash) or only the content area (a page failed inside the shell). */
  fullScreen?: boolean;
  extraActions?: ReactNode;
}

export function ErrorScreen({
  title,
  description,
  detail,
  fullScreen = false,
  extraActions,
}: ErrorScreenProps) {
  const t = useT();
  return (
    <Center mih={fullScreen ? '100dvh' : '60vh'} p="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{description}</Text>
        {detail && (
          <Code block w="100%" ta="left" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {detail}
          </Code>
        )}
        <Group justify="center" mt="xs">
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            {t('errors.refresh')}
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </Center>
  );
}
