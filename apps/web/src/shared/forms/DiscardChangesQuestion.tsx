import { Button, Group, Modal, Text } from '@mantine/core';

interface DiscardChangesQuestionProps {
  opened: boolean;
  /** Keeps the form and what was typed in it. */
  onStay: () => void;
  /** Goes on with the move or the close, dropping what was typed. */
  onDiscard: () => void;
}

/**
 * 'Discard unsaved changes?' with Stay and Discard: the one question asked before typing is dropped, whether the
 * user leaves a page form (`UnsavedChangesGuard`) or closes a dialog's form (`FormModal`). Stay has the focus,
 * Escape or a click beside it also stays, and it sits above every dialog (the cost line dialog is raised to 300).
 */
export function DiscardChangesQuestion({ opened, onStay, onDiscard }: DiscardChangesQuestionProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="Discard unsaved changes?" centered zIndex={500}>
      <Text size="sm">What you typed on this form has not been saved. Leaving now discards it.</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Modal>
  );
}
