import { Alert } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useT } from '../i18n/useT';

/**
 * Above an edit form after a save was refused as stale (`useRecordForm`'s `stale`): says that a colleague's
 * changes are merged in and that the fields both changed wait for a choice. `record` names the thing
 * ('rate card', 'contact').
 */
export function StaleSaveNotice({ record }: { record: string }) {
  const t = useT();
  return (
    <Alert color="yellow" icon={<IconRefresh size={18} />} title={t('forms.staleTitle', { record })}>
      {t('forms.staleBody')}
    </Alert>
  );
}
