import { Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useT } from '../../../shared/i18n/useT';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { RecoveryCodesView } from './RecoveryCodesView';
import { TwoFactorConfirmCodeForm } from './TwoFactorConfirmCodeForm';
import { TwoFactorSecretView } from './TwoFactorSecretView';
import { useEnableTwoFactor } from './useEnableTwoFactor';
import { useStartTwoFactorSetup } from './useStartTwoFactorSetup';

/**
 * Turning two-factor sign-in on: the server makes a secret (pending until confirmed), shown as a QR code and
 * as text; a code from the app confirms it; the recovery codes are then shown once.
 */
export function TwoFactorSetupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const { mutate: startSetup, reset: resetSetup } = setup;
  const { reset: resetEnable } = enable;

  useEffect(() => {
    if (!opened) return;
    resetEnable();
    startSetup();
    return resetSetup;
  }, [opened, startSetup, resetSetup, resetEnable]);

  const codes = enable.data?.recovery_codes;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(codes ? 'security.twoFactorIsOn' : 'security.turnOnTitle')}
      size="lg"
      closeOnClickOutside={!codes}
    >
      {codes ? (
        <RecoveryCodesView codes={codes} onDone={onClose} />
      ) : (
        <Stack gap="md">
          {setup.isPending && (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">{t('security.preparingQr')}</Text>
            </Group>
          )}
          {setup.isError && (
            <ErrorAlert>{apiErrorMessage(setup.error, t('security.setupFailed'))}</ErrorAlert>
          )}
          {setup.data && (
            <>
              <TwoFactorSecretView qrCode={setup.data.qr_code} secret={setup.data.secret} />
              <TwoFactorConfirmCodeForm key={setup.data.secret} enable={enable} onCancel={onClose} />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
