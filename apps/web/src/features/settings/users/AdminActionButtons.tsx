import { Button, Group } from '@mantine/core';

interface AdminActionButtonsProps {
  /** The word that backs out ('Cancel', 'Keep it'). */
  cancelLabel: string;
  /** The word that does it ('Set password', 'Turn it off'). */
  confirmLabel: string;
  /** Red for an action that takes something away. */
  confirmColor?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The two small buttons under an opened administrator's action in Edit User (`AdminActionRow`): back out,
 * or do it. They are plain buttons, never the Edit User form's submit.
 */
export function AdminActionButtons(props: AdminActionButtonsProps) {
  const { cancelLabel, confirmLabel, confirmColor, busy, onCancel, onConfirm } = props;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" size="xs" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button color={confirmColor} size="xs" loading={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Group>
  );
}
