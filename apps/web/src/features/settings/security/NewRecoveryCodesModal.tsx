import { Modal } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { PasswordConfirmForm } from './PasswordConfirmForm';
import { RecoveryCodesView } from './RecoveryCodesView';
import { useNewRecoveryCodes } from './useNewRecoveryCodes';

/** Replaces the recovery codes (used up or lost), confirmed with the password, and shows the new ones once. */
export function NewRecoveryCodesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const renew = useNewRecoveryCodes();
  const close = () => {
    renew.reset();
    onClose();
  };
  const codes = renew.data?.recovery_codes;

  return (
    <Modal opened={opened} onClose={close} title={t('security.newRecoveryCodes')} size={codes ? 'lg' : 'md'}>
      {codes ? (
        <RecoveryCodesView codes={codes} onDone={close} />
      ) : (
        <PasswordConfirmForm
          explanation={t('security.newCodesExplanation')}
          action={renew}
          failure={t('security.newCodesFailed')}
          submitLabel={t('security.makeNewCodes')}
          onCancel={close}
        />
      )}
    </Modal>
  );
}
