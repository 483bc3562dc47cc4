import { Badge, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { NewRecoveryCodesModal } from './NewRecoveryCodesModal';
import { SecurityOptionRow } from './SecurityOptionRow';
import { TwoFactorDisableModal } from './TwoFactorDisableModal';
import { TwoFactorSetupModal } from './TwoFactorSetupModal';
import { useTwoFactorStatus } from './useTwoFactorStatus';

/** Two-factor sign-in with an authenticator app: its state, and Enable or Disable. */
export function TwoFactorPanel() {
  const t = useT();
  const format = useDateFormat();
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<'enable' | 'disable' | 'codes' | null>(null);
  const enabled = status.data?.enabled ?? false;

  const description = status.isError ? (
    <Text c="red" size="sm">
      {apiErrorMessage(status.error, t('security.twoFactorLoadFailed'))}
    </Text>
  ) : enabled && status.data ? (
    t('security.twoFactorOnSince', {
      time: format.dateTime(status.data.enabled_at ?? ''),
      left: status.data.recovery_codes_left,
    })
  ) : (
    t('security.twoFactorOffHint')
  );

  return (
    <>
      <SecurityOptionRow
        icon={<IconShieldLock size={20} />}
        title={t('security.twoFactorTitle')}
        description={description}
        action={
          <Group gap="xs">
            {status.isSuccess && (
              <Badge color={enabled ? 'green' : 'gray'} variant="light">
                {t(enabled ? 'security.on' : 'security.off')}
              </Badge>
            )}
            {enabled && (
              <Button variant="default" onClick={() => setDialog('codes')}>
                {t('security.newRecoveryCodes')}
              </Button>
            )}
            {status.isSuccess && (
              <Button
                variant={enabled ? 'default' : 'filled'}
                color={enabled ? 'red' : undefined}
                onClick={() => setDialog(enabled ? 'disable' : 'enable')}
              >
                {t(enabled ? 'security.disable' : 'security.enable')}
              </Button>
            )}
          </Group>
        }
      />
      <TwoFactorSetupModal opened={dialog === 'enable'} onClose={() => setDialog(null)} />
      <TwoFactorDisableModal opened={dialog === 'disable'} onClose={() => setDialog(null)} />
      <NewRecoveryCodesModal opened={dialog === 'codes'} onClose={() => setDialog(null)} />
    </>
  );
}
