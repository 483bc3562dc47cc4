import type { ContactSite } from '@freight/domain';
import { Select } from '@mantine/core';
import { IconMapPinSearch } from '@tabler/icons-react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useT } from '../../../shared/i18n/useT';
import { contactSiteText } from './contactSiteText';
import { useContactSites } from './useContactSites';

interface ContactSitePickerProps {
  contactId: number | null;
  onPick: (site: ContactSite) => void;
}

/**
 * 'Use a saved site': the quotation contact's saved pickup and delivery sites; picking one hands it to the
 * form, which fills its fields (the user can still change each).
 */
export function ContactSitePicker({ contactId, onPick }: ContactSitePickerProps) {
  const t = useT();
  const sites = useContactSites(contactId);
  const list = sites.data ?? [];
  const placeholder =
    contactId === null
      ? t('contacts.sitesNoContact')
      : sites.isPending
        ? t('contacts.sitesLoading')
        : list.length === 0
          ? t('contacts.sitesNoneForContact')
          : t('contacts.sitesPick');
  return (
    <Select
      label={t('contacts.sitesUse')}
      placeholder={placeholder}
      leftSection={<IconMapPinSearch size={16} />}
      data={list.map((site) => ({
        value: String(site.id),
        label: `${site.label} · ${contactSiteText(site)}`,
      }))}
      value={null}
      searchable
      disabled={list.length === 0}
      error={sites.isError ? apiErrorMessage(sites.error, t('contacts.sitesLoadFailed')) : undefined}
      onChange={(value) => {
        const site = list.find((candidate) => String(candidate.id) === value);
        if (site) onPick(site);
      }}
    />
  );
}
