import { Alert } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/**
 * Above an edit form after a save was refused as stale (`useRecordForm`'s `stale`): says that a colleague's
 * changes are merged in and that the fields both changed wait for a choice. `record` names the thing
 * ('rate card', 'contact').
 */
export function StaleSaveNotice({ record }: { record: string }) {
  return (
    <Alert
      color="yellow"
      icon={<IconRefresh size={18} />}
      title={`This ${record} was changed by someone else`}
    >
      Their changes are in the form below and yours are kept. Where you both changed a field, choose which
      value stays, then save.
    </Alert>
  );
}
