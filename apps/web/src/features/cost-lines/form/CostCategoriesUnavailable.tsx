import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

/**
 * Shown when the categories could not be loaded: the standard names are listed for reference, but a cost
 * line needs a real category id, so saving waits for a successful retry.
 */
export function CostCategoriesUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Cost categories could not be loaded">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          The standard categories are listed for reference, but the item cannot be saved until the categories
          load.
        </Text>
        <Button
          size="xs"
          variant="white"
          color="orange"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
        >
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
