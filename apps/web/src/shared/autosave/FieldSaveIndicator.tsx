import { Loader, Tooltip } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useT } from '../i18n/useT';
import type { FieldSaveState } from './autosaveTypes';

/** The small mark beside a field saved on its own: a spinner while it travels, a tick for 2 s after. */
export function FieldSaveIndicator({ state, field }: { state: FieldSaveState | undefined; field: string }) {
  const t = useT();
  if (state === 'saving') return <Loader size={12} aria-label={t('common.savingShort')} />;
  if (state !== 'saved') return null;
  return (
    <Tooltip label={t('common.saved')} withArrow>
      <IconCircleCheckFilled
        size={16}
        color="var(--mantine-color-teal-6)"
        role="img"
        aria-label={t('common.saved')}
        data-testid={`saved-${field}`}
      />
    </Tooltip>
  );
}
