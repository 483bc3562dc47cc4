import { Modal } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { PasswordConfirmForm } from './PasswordConfirmForm';
import { useDisableTwoFactor } from './useDisableTwoFactor';

/** Turning two-factor sign-in off, confirmed with the password. */
export function TwoFactorDisableModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const disable = useDisableTwoFactor();
  const close = () => {
    disable.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('security.turnOffTitle')}>
      <PasswordConfirmForm
        explanation={t('security.turnOffExplanation')}
        action={disable}
        failure={t('security.turnOffFailed')}
        submitLabel={t('security.turnOff')}
        submitColor="red"
        onDone={close}
        onCancel={close}
      />
    </Modal>
  );
}
