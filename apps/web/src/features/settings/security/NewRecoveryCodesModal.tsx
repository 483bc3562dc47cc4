import { Modal } from '@mantine/core';
import { PasswordConfirmForm } from './PasswordConfirmForm';
import { RecoveryCodesView } from './RecoveryCodesView';
import { useNewRecoveryCodes } from './useNewRecoveryCodes';

/** Replaces the recovery codes (used up or lost), confirmed with the password, and shows the new ones once. */
export function NewRecoveryCodesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const renew = useNewRecoveryCodes();
  const close = () => {
    renew.reset();
    onClose();
  };
  const codes = renew.data?.recovery_codes;

  return (
    <Modal opened={opened} onClose={close} title="New recovery codes" size={codes ? 'lg' : 'md'}>
      {codes ? (
        <RecoveryCodesView codes={codes} onDone={close} />
      ) : (
        <PasswordConfirmForm
          explanation="You get ten new recovery codes, and the ones you have now stop working. Enter your password to confirm."
          action={renew}
          failure="New recovery codes could not be made."
          submitLabel="Make new codes"
          onCancel={close}
        />
      )}
    </Modal>
  );
}
