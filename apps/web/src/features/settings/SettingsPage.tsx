import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAdjustments,
  IconBell,
  IconHistory,
  IconKey,
  IconLogin2,
  IconServerCog,
  IconShieldLock,
  IconUserCircle,
  IconWebhook,
} from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import { PageHeader } from '../../shared/ui/PageHeader';
import { WebhooksTab } from '../webhooks/WebhooksTab';
import { ApiTokensTab } from './api-tokens/ApiTokensTab';
import { AuditTab } from './audit/AuditTab';
import { NotificationsTab } from './profile/NotificationsTab';
import { PreferencesTab } from './profile/PreferencesTab';
import { ProfileTab } from './profile/ProfileTab';
import { SecurityTab } from './security/SecurityTab';
import { SingleSignOnTab } from './single-sign-on/SingleSignOnTab';
import { SystemSettingsTab } from './system/SystemSettingsTab';
import { useIsAdmin } from './useIsAdmin';

const SETTINGS_TABS = [
  'profile',
  'security',
  'api-tokens',
  'notifications',
  'preferences',
  'system',
  'single-sign-on',
  'webhooks',
  'audit',
] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tabs only administrators see. */
const ADMIN_TABS: readonly SettingsTab[] = ['single-sign-on', 'webhooks', 'audit'];

/** The tabs in menu order: each one's label (a message), icon and panel (see ADMIN_TABS for who sees which). */
const TABS: { value: SettingsTab; label: MessageId; icon: typeof IconBell; Panel: () => React.ReactNode }[] =
  [
    { value: 'profile', label: 'settings.tabProfile', icon: IconUserCircle, Panel: ProfileTab },
    { value: 'security', label: 'settings.tabSecurity', icon: IconShieldLock, Panel: SecurityTab },
    { value: 'api-tokens', label: 'settings.tabApiTokens', icon: IconKey, Panel: ApiTokensTab },
    { value: 'notifications', label: 'settings.tabNotifications', icon: IconBell, Panel: NotificationsTab },
    { value: 'preferences', label: 'settings.tabPreferences', icon: IconAdjustments, Panel: PreferencesTab },
    { value: 'system', label: 'settings.tabSystem', icon: IconServerCog, Panel: SystemSettingsTab },
    { value: 'single-sign-on', label: 'settings.tabSingleSignOn', icon: IconLogin2, Panel: SingleSignOnTab },
    { value: 'webhooks', label: 'settings.tabWebhooks', icon: IconWebhook, Panel: WebhooksTab },
    { value: 'audit', label: 'settings.tabAudit', icon: IconHistory, Panel: AuditTab },
  ];

function isSettingsTab(value: string | null): value is SettingsTab {
  return SETTINGS_TABS.includes(value as SettingsTab);
}

/**
 * The Settings screen: a left menu of tabs, Security first by default. The tab is kept in the
 * URL (`?tab=`) so a reload or a shared link opens the same tab. Integrations and Data & Privacy are left out
 * until they do something (an empty tab misleads).
 */
export function SettingsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const isAdmin = useIsAdmin();
  const allowed = isSettingsTab(requested) && (!ADMIN_TABS.includes(requested) || isAdmin);
  const tab: SettingsTab = allowed ? requested : 'security';
  // A left menu leaves a phone too little width for the panels: below 48em the tabs run across the top.
  const wide = useMediaQuery('(min-width: 48em)', true);
  const shown = TABS.filter(({ value }) => !ADMIN_TABS.includes(value) || isAdmin);
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
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Tabs
        value={tab}
        onChange={choose}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="pills"
        keepMounted={false}
      >
        <Tabs.List
          aria-label={t('settings.sections')}
          miw={wide ? 200 : undefined}
          mr={wide ? 'lg' : 0}
          mb={wide ? 0 : 'md'}
        >
          {shown.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {shown.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} miw={value === 'audit' ? 0 : undefined}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
