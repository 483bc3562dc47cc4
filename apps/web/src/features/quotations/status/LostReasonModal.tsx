import { LOST_REASON_LABELS, LOST_REASON_MESSAGES, LOST_REASONS, type LostReason } from '@freight/domain';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface LostReasonChoice {
  lost_reason: LostReason;
  lost_to: string;
  lost_comment: string;
}

const options = LOST_REASONS.map((reason) => ({ value: reason, label: LOST_REASON_LABELS[reason] }));

/**
 * Asked when a quotation is moved to Cancelled: why it was lost (required), the competitor and a comment
 * (optional). Cancel, Escape or closing leaves the status as it was.
 */
export function LostReasonModal({
  opened,
  quotationNumber,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  quotationNumber: string;
  onCancel: () => void;
  onConfirm: (choice: LostReasonChoice) => void;
}) {
  const [reason, setReason] = useState<LostReason | null>(null);
  const [competitor, setCompetitor] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!opened) return;
    setReason(null);
    setCompetitor('');
    setComment('');
    setError(undefined);
  }, [opened]);

  const submit = () => {
    if (!reason) return setError(LOST_REASON_MESSAGES.reasonRequired);
    onConfirm({ lost_reason: reason, lost_to: competitor.trim(), lost_comment: comment.trim() });
  };

  return (
    <Modal opened={opened} onClose={onCancel} title={`Cancel ${quotationNumber}`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Select
            label="Why was it lost?"
            placeholder="Choose a reason"
            data={options}
            value={reason}
            onChange={(value) => {
              setReason(value as LostReason | null);
              setError(undefined);
            }}
            error={error}
            required
            allowDeselect={false}
            data-autofocus
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
          <TextInput
            label="Competitor"
            description="Optional: who won the business"
            value={competitor}
            maxLength={200}
            onChange={(event) => setCompetitor(event.currentTarget.value)}
          />
          <Textarea
            label="Comment"
            description="Optional"
            value={comment}
            maxLength={2000}
            autosize
            minRows={2}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Keep status
            </Button>
            <Button type="submit" color="red">
              Mark as Cancelled
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
