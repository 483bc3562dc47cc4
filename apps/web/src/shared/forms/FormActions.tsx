import { Button } from '@mantine/core';

interface FormActionsProps {
  onCancel: () => void;
  /** The submit button's words: 'Create Contact', 'Save Changes'. */
  submitLabel: string;
  /** The save is on its way: both buttons wait. */
  pending: boolean;
  /** Said on the submit button while pending, instead of its spinner ('Saving...'). */
  pendingLabel?: string;
  /** The submit button waits for something else too (e.g. uploads still running). */
  submitDisabled?: boolean;
}

/** A form's Cancel and submit buttons, for the caller's footer (a sticky dialog footer, a page's right end). */
export function FormActions({
  onCancel,
  submitLabel,
  pending,
  pendingLabel,
  submitDisabled,
}: FormActionsProps) {
  const spinner = pending && pendingLabel === undefined;
  return (
    <>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={spinner} disabled={(pending && !spinner) || submitDisabled}>
        {pending && pendingLabel !== undefined ? pendingLabel : submitLabel}
      </Button>
    </>
  );
}
