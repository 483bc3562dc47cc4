import { Alert, Button, Group, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormFooterProps {
  /** The submit button's words: 'Create Folder', 'Rename'. */
  submitLabel: ReactNode;
  busy: boolean;
  /** Without it the form has no Cancel. */
  onCancel?: () => void;
  /** The form-level message (useRecordForm's `formError`), above the buttons. */
  error?: string | null;
  disabled?: boolean;
  size?: MantineSize | 'compact-sm';
}

/** The end of a small form (a modal's, an inline one): its message in red when there is one, then Cancel and the submit button, on the right. */
export function FormFooter({ submitLabel, busy, onCancel, error, disabled, size }: FormFooterProps) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" size={size} onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size={size} loading={busy} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
