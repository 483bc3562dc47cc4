import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useGoBack } from '../../../shared/hooks/useGoBack';
import { useT } from '../../../shared/i18n/useT';

interface QuotationMessageScreenProps {
  title: string;
  text?: string;
  icon?: ReactNode;
  color?: string;
  /** Replaces the Go Back button, e.g. a link to a list. */
  action?: ReactNode;
}

/** A quotation screen that cannot show its quotation: not found, no id, or a load failure. */
export function QuotationMessageScreen({
  title,
  text,
  icon,
  color = 'gray',
  action,
}: QuotationMessageScreenProps) {
  const t = useT();
  const goBack = useGoBack();
  useDocumentTitle(`${title} · ShipDesk`);
  return (
    <Center mih="50vh">
      <Paper withBorder shadow="xs" p="xl" maw={480} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color={color}>
            {icon ?? <IconFileOff size={24} />}
          </ThemeIcon>
          <Title order={1} fz={22}>
            {title}
          </Title>
          {text && <Text c="dimmed">{text}</Text>}
          {action ?? (
            <Button variant="default" mt="xs" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
              {t('quotations.goBack')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
