import { Loader, Tooltip } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { FieldSaveState } from './autosaveTypes';

/** The small mark beside a field saved on its own: a spinner while it travels, a tick for 2 s after. */
export function FieldSaveIndicator({ state, field }: { state: FieldSaveState | undefined; field: string }) {
  if (state === 'saving') return <Loader size={12} aria-label="Saving" />;
  if (state !== 'saved') return null;
  return (
    <Tooltip label="Saved" withArrow>
      <IconCircleCheckFilled
        size={16}
        color="var(--mantine-color-teal-6)"
        role="img"
        aria-label="Saved"
        data-testid={`saved-${field}`}
      />
    </Tooltip>
  );
}
