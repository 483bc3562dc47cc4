import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useGoBack } from '../../../shared/hooks/useGoBack';
import { useT } from '../../../shared/i18n/useT';

/** While a quotation loads; Go Back lets the user leave a slow load without waiting for it. */
export function QuotationLoading() {
  const t = useT();
  const goBack = useGoBack();
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text size="sm" c="dimmed">
          {t('quotations.loading')}
        </Text>
        <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={14} />} onClick={goBack}>
          {t('quotations.goBack')}
        </Button>
      </Stack>
    </Center>
  );
}
