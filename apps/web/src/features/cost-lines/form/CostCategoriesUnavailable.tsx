import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';

/**
 * Shown when the categories could not be loaded: the standard names are listed for reference, but a cost
 * line needs a real category id, so saving waits for a successful retry.
 */
export function CostCategoriesUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('costLines.categoriesUnavailable')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('costLines.categoriesUnavailableText')}</Text>
        <Button
          size="xs"
          variant="white"
          color="orange"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
        >
          {t('costLines.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
