import { Alert, Button, Group, type GroupProps, Modal, type ModalProps, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';

export interface ConfirmDeleteModalProps extends Omit<ModalProps, 'onClose' | 'title' | 'children'> {
  title: ReactNode;
  /** What is about to be deleted, in the caller's words. */
  children: ReactNode;
  /** Why the last attempt failed; shown above the buttons while set. */
  error?: ReactNode;
  /** While the deletion runs: the modal cannot be dismissed and Delete shows it is working. */
  busy: boolean;
  /** Shown on Delete while busy (e.g. 'Deleting...'); without it Delete shows a spinner. */
  busyLabel?: string;
  /** An icon before the word Delete. */
  confirmIcon?: ReactNode;
  /** The confirm button's word when it is not a deletion ('Remove' for a collaborator); default 'Delete'. */
  confirmLabel?: string;
  /** Focuses Delete when the modal opens (otherwise Mantine focuses the close button). */
  focusConfirm?: boolean;
  /** Spacing of the button row, for a modal laid out more loosely than the rest. */
  groupProps?: GroupProps;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks to confirm a deletion, with Cancel and Delete; every delete confirmation in the app is one of these. */
export function ConfirmDeleteModal({
  title,
  children,
  error,
  busy,
  busyLabel,
  confirmIcon,
  confirmLabel,
  focusConfirm,
  groupProps,
  onCancel,
  onConfirm,
  ...modalProps
}: ConfirmDeleteModalProps) {
  const t = useT();
  // A spinner disables the button by itself; with a busy label it is disabled outright (and looks it).
  const busyState = busyLabel ? { disabled: busy } : { loading: busy };
  return (
    <Modal {...modalProps} onClose={() => !busy && onCancel()} title={title} centered>
      <Stack gap="md">
        {children}
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" {...groupProps}>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            leftSection={confirmIcon}
            onClick={onConfirm}
            {...busyState}
            data-autofocus={focusConfirm || undefined}
          >
            {busy && busyLabel ? busyLabel : (confirmLabel ?? t('common.delete'))}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
