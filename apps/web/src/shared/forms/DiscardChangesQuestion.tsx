import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '../i18n/useT';

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
  const t = useT();
  return (
    <Modal opened={opened} onClose={onStay} title={t('common.unsavedTitle')} centered zIndex={500}>
      <Text size="sm">{t('common.unsavedBody')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('common.stay')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('common.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
