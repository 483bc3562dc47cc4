import type { Setting } from '@freight/domain';
import { Card, Center, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { useT } from '../../../shared/i18n/useT';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListMessage } from '../../../shared/ui/ListMessage';
import { usePermission } from '../../auth/session/usePermission';
import { CostCategoryPartsCard } from '../../cost-categories/CostCategoryPartsCard';
import { ExchangeRatesCard } from '../../exchange-rates/ExchangeRatesCard';
import { InvoiceSettingsCard } from '../../invoices/settings/InvoiceSettingsCard';
import { FavouriteCurrenciesCard } from '../../pricing/FavouriteCurrenciesCard';
import { PricingSettingsCard } from '../../pricing/PricingSettingsCard';
import { MilestoneTemplatesCard } from '../milestone-templates/MilestoneTemplatesCard';
import { AddSettingForm } from './AddSettingForm';
import { CompanyProfileCard } from './CompanyProfileCard';
import { DocumentTextsCard } from './DocumentTextsCard';
import { SettingRow } from './SettingRow';
import { useSettingMutations } from './useSettingMutations';
import { useSettings } from './useSettings';

type Scope = 'user' | 'global';

/**
 * The System Settings tab ('Settings Manager'): the user's own settings and the global ones in
 * two tabs with their counts, Add Setting, edit in place and delete after confirming.
 */
export function SystemSettingsTab() {
  const t = useT();
  const canWriteGlobal = usePermission('settings', 'edit');
  // Cost categories are part of quoting: changing them follows the quotations grants.
  const canEditCategories = usePermission('quotations', 'edit');
  const settings = useSettings();
  const mutations = useSettingMutations();
  const [scope, setScope] = useState<Scope>('user');
  const [deleting, setDeleting] = useState<Setting | null>(null);
  const all = (settings.data?.data ?? []) as Setting[];
  const lists: Record<Scope, Setting[]> = {
    user: all.filter((s) => !s.is_global),
    global: all.filter((s) => s.is_global),
  };

  const { modal: deleteModal } = useDeleteConfirmation({
    target: deleting,
    mutation: mutations.remove,
    variables: (setting) => setting.id,
    onClose: () => setDeleting(null),
    failure: (error) => apiErrorMessage(error, t('systemSettings.deleteFailed')),
  });

  return (
    <Stack gap="md">
      {canWriteGlobal && <CompanyProfileCard />}
      {canWriteGlobal && <DocumentTextsCard />}
      {canWriteGlobal && <PricingSettingsCard />}
      {canWriteGlobal && <MilestoneTemplatesCard />}
      {canWriteGlobal && <InvoiceSettingsCard />}
      {canEditCategories && <CostCategoryPartsCard />}
      {canWriteGlobal && <FavouriteCurrenciesCard />}
      {canWriteGlobal && <ExchangeRatesCard />}
      <div>
        <Title order={3}>{t('systemSettings.manager')}</Title>
        <Text size="sm" c="dimmed">
          {t('systemSettings.overrideHint')}
        </Text>
      </div>
      <Tabs value={scope} onChange={(v) => v && setScope(v as Scope)}>
        <Tabs.List>
          <Tabs.Tab value="user">{t('systemSettings.userSettings', { count: lists.user.length })}</Tabs.Tab>
          <Tabs.Tab value="global">
            {t('systemSettings.globalSettings', { count: lists.global.length })}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <AddSettingForm
        key={scope}
        save={mutations.save}
        canWriteGlobal={canWriteGlobal}
        defaultGlobal={scope === 'global'}
      />
      {settings.isError ? (
        <ErrorAlert role="alert">
          {apiErrorMessage(settings.error, t('systemSettings.fetchFailed'))}
        </ErrorAlert>
      ) : settings.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('systemSettings.loading')} />
        </Center>
      ) : lists[scope].length === 0 ? (
        <Card withBorder radius="md" padding={0}>
          <ListMessage
            icon={<IconSettings size={26} />}
            title={t(scope === 'user' ? 'systemSettings.noUserSettings' : 'systemSettings.noGlobalSettings')}
          />
        </Card>
      ) : (
        <Stack gap="xs">
          {lists[scope].map((setting) => (
            <SettingRow
              key={setting.id}
              setting={setting}
              editable={!setting.is_global || canWriteGlobal}
              update={mutations.update}
              onDelete={setDeleting}
            />
          ))}
        </Stack>
      )}
      <ConfirmDeleteModal {...deleteModal} title={t('systemSettings.deleteTitle')} focusConfirm>
        <Text size="sm">{t('systemSettings.deleteConfirm')}</Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}
