import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

interface QuotationConflictNoticeProps {
  /** Labels of the fields the user changed that are not saved yet. */
  unsaved: string[];
  reloading: boolean;
  onReload: () => void;
}

/**
 * Shown after a 412: someone else saved the quotation in between. Nothing more is saved until the user
 * reloads; the notice says which of their edits will be kept and saved on top of the latest version.
 */
export function QuotationConflictNotice({ unsaved, reloading, onReload }: QuotationConflictNoticeProps) {
  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={20} />}
      title="This quotation was changed by someone else."
      role="alert"
      mb="lg"
    >
      <Group justify="space-between" align="flex-end" gap="md">
        <Text size="sm" maw={720}>
          Your changes have not been saved yet.{' '}
          {unsaved.length > 0
            ? `Reload to get the latest version; your edits to ${unsaved.join(', ')} will be kept and saved on top of it.`
            : 'Reload to get the latest version before you continue.'}
        </Text>
        <Button color="orange" leftSection={<IconRefresh size={16} />} loading={reloading} onClick={onReload}>
          Reload
        </Button>
      </Group>
    </Alert>
  );
}
