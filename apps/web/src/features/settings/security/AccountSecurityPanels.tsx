import { Accordion, Divider, Stack } from '@mantine/core';
import { IconKey, IconShieldCheck } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
import { ChangePasswordPanel } from './ChangePasswordPanel';
import { SessionManagementPanel } from './SessionManagementPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

/**
 * The user's own account security (the Security tab): the collapsible Change Password and Account Security
 * panels. Login Notifications and Security Questions are left out until they do something (an empty panel misleads).
 */
export function AccountSecurityPanels() {
  const t = useT();
  return (
    <Accordion multiple variant="separated" radius="md" defaultValue={['account-security']}>
      <Accordion.Item value="change-password">
        <Accordion.Control icon={<IconKey size={18} />}>{t('security.changePassword')}</Accordion.Control>
        <Accordion.Panel>
          <ChangePasswordPanel />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="account-security">
        <Accordion.Control icon={<IconShieldCheck size={18} />}>
          {t('security.accountSecurity')}
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">
            <TwoFactorPanel />
            <Divider />
            <SessionManagementPanel />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
