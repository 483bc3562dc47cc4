import { Modal } from '@mantine/core';
import { PasswordConfirmForm } from './PasswordConfirmForm';
import { useDisableTwoFactor } from './useDisableTwoFactor';

/** Turning two-factor sign-in off, confirmed with the password. */
export function TwoFactorDisableModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const close = () => {
    disable.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Turn off two-factor authentication">
      <PasswordConfirmForm
        explanation="Signing in will then need only your password, and your recovery codes stop working. Enter your password to confirm."
        action={disable}
        failure="Two-factor authentication could not be turned off."
        submitLabel="Turn off"
        submitColor="red"
        onDone={close}
        onCancel={close}
      />
    </Modal>
  );
}
