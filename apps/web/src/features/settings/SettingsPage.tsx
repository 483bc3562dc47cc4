import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAdjustments,
  IconBell,
  IconHistory,
  IconServerCog,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../shared/ui/PageHeader';
import { AuditTab } from './audit/AuditTab';
import { NotificationsTab } from './profile/NotificationsTab';
import { PreferencesTab } from './profile/PreferencesTab';
import { ProfileTab } from './profile/ProfileTab';
import { SecurityTab } from './security/SecurityTab';
import { SystemSettingsTab } from './system/SystemSettingsTab';
import { useIsAdmin } from './useIsAdmin';

const SETTINGS_TABS = ['profile', 'security', 'notifications', 'preferences', 'system', 'audit'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

function isSettingsTab(value: string | null): value is SettingsTab {
  return SETTINGS_TABS.includes(value as SettingsTab);
}

/**
 * The Settings screen: a left menu of tabs, Security first by default. The tab is kept in the
 * URL (`?tab=`) so a reload or a shared link opens the same tab. Integrations and Data & Privacy are left out
 * until they do something (an empty tab misleads).
 */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const isAdmin = useIsAdmin();
  const allowed = isSettingsTab(requested) && (requested !== 'audit' || isAdmin);
  const tab: SettingsTab = allowed ? requested : 'security';
  // A left menu leaves a phone too little width for the panels: below 48em the tabs run across the top.
  const wide = useMediaQuery('(min-width: 48em)', true);
  const choose = (value: string | null) => {
    if (!isSettingsTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader title="Settings" subtitle="Your profile, security, notifications and preferences." />
      <Tabs
        value={tab}
        onChange={choose}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="pills"
        keepMounted={false}
      >
        <Tabs.List
          aria-label="Settings sections"
          miw={wide ? 200 : undefined}
          mr={wide ? 'lg' : 0}
          mb={wide ? 0 : 'md'}
        >
          <Tabs.Tab value="profile" leftSection={<IconUserCircle size={16} />}>
            Profile
          </Tabs.Tab>
          <Tabs.Tab value="security" leftSection={<IconShieldLock size={16} />}>
            Security
          </Tabs.Tab>
          <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
            Notifications
          </Tabs.Tab>
          <Tabs.Tab value="preferences" leftSection={<IconAdjustments size={16} />}>
            Preferences
          </Tabs.Tab>
          <Tabs.Tab value="system" leftSection={<IconServerCog size={16} />}>
            System Settings
          </Tabs.Tab>
          {isAdmin && (
            <Tabs.Tab value="audit" leftSection={<IconHistory size={16} />}>
              Audit
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityTab />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="preferences">
          <PreferencesTab />
        </Tabs.Panel>
        <Tabs.Panel value="system">
          <SystemSettingsTab />
        </Tabs.Panel>
        <Tabs.Panel value="audit" miw={0}>
          {isAdmin && <AuditTab />}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
