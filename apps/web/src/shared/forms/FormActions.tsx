import { FormFooter } from './FormFooter';

interface FormActionsProps {
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  pendingLabel?: string;
  submitDisabled?: boolean;
}

/**
 * The old name of `FormFooter`'s `buttons` layout, kept only so that callers not yet moved to `FormFooter`
 * compile; new code uses `FormFooter`.
 */
export function FormActions({
  onCancel,
  submitLabel,
  pending,
  pendingLabel,
  submitDisabled,
}: FormActionsProps) {
  return (
    <FormFooter
      layout="buttons"
      onCancel={onCancel}
      submitLabel={submitLabel}
      busy={pending}
      busyLabel={pendingLabel}
      disabled={submitDisabled}
    />
  );
}
