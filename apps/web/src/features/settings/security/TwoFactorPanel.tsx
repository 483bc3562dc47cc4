import { Badge, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { NewRecoveryCodesModal } from './NewRecoveryCodesModal';
import { SecurityOptionRow } from './SecurityOptionRow';
import { TwoFactorDisableModal } from './TwoFactorDisableModal';
import { TwoFactorSetupModal } from './TwoFactorSetupModal';
import { useTwoFactorStatus } from './useTwoFactorStatus';

/** Two-factor sign-in with an authenticator app: its state, and Enable or Disable. */
export function TwoFactorPanel() {
  const format = useDateFormat();
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<'enable' | 'disable' | 'codes' | null>(null);
  const enabled = status.data?.enabled ?? false;

  const description = status.isError ? (
    <Text c="red" size="sm">
      {apiErrorMessage(status.error, 'The two-factor state could not be loaded.')}
    </Text>
  ) : enabled && status.data ? (
    <>
      On since {format.dateTime(status.data.enabled_at ?? '')}. Sign-in asks for a code from your
      authenticator app. {status.data.recovery_codes_left} of 10 recovery codes left.
    </>
  ) : (
    'Ask for a code from an authenticator app on your phone each time you sign in.'
  );

  return (
    <>
      <SecurityOptionRow
        icon={<IconShieldLock size={20} />}
        title="Two-Factor Authentication"
        description={description}
        action={
          <Group gap="xs">
            {status.isSuccess && (
              <Badge color={enabled ? 'green' : 'gray'} variant="light">
                {enabled ? 'On' : 'Off'}
              </Badge>
            )}
            {enabled && (
              <Button variant="default" onClick={() => setDialog('codes')}>
                New recovery codes
              </Button>
            )}
            {status.isSuccess && (
              <Button
                variant={enabled ? 'default' : 'filled'}
                color={enabled ? 'red' : undefined}
                onClick={() => setDialog(enabled ? 'disable' : 'enable')}
              >
                {enabled ? 'Disable' : 'Enable'}
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
