import { Button, Group, Modal, Text } from '@mantine/core';

interface DeleteQuotationModalProps {
  /** The quotation number being deleted; null closes the modal. */
  quotationNumber: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The spec's delete confirmation: 'Are you sure you want to delete this?' with Cancel and Delete. */
export function DeleteQuotationModal({
  quotationNumber,
  deleting,
  onCancel,
  onConfirm,
}: DeleteQuotationModalProps) {
  return (
    <Modal
      opened={quotationNumber !== null}
      onClose={deleting ? () => {} : onCancel}
      title={quotationNumber ? `Delete quotation ${quotationNumber}` : 'Delete quotation'}
      centered
      radius="lg"
    >
      <Text size="sm">Are you sure you want to delete this?</Text>
      <Text size="sm" c="dimmed" mt={4}>
        The quotation is removed for everyone. This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </Group>
    </Modal>
  );
}
