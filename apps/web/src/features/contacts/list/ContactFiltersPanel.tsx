import { CONTACT_STATUSES, type ContactStatus } from '@freight/domain';
import { SimpleGrid } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { FilterSelect } from '../../../shared/list/FilterSelect';
import { CONTACT_STATUS_MESSAGES } from '../contactStatusMessages';
import type { CompanyFilter, ContactFilters } from './contactFilters';

interface ContactFiltersPanelProps {
  filters: Omit<ContactFilters, 'search'>;
  onChange: (patch: Partial<Omit<ContactFilters, 'search'>>) => void;
}

/** The fields of the Contacts filter panel: status and company presence (the search is in the toolbar). */
export function ContactFiltersPanel({ filters, onChange }: ContactFiltersPanelProps) {
  const t = useT();
  const companyChoices = [
    { value: 'with', label: t('contacts.filterWithCompany') },
    { value: 'without', label: t('contacts.filterWithoutCompany') },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <FilterSelect<ContactStatus>
        label={t('contacts.filterStatus')}
        allLabel={t('contacts.filterAllStatuses')}
        choices={CONTACT_STATUSES.map((status) => ({
          value: status,
          label: t(CONTACT_STATUS_MESSAGES[status]),
        }))}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect<Exclude<CompanyFilter, 'all'>>
        label={t('contacts.filterCompany')}
        allLabel={t('contacts.filterAllContacts')}
        choices={companyChoices}
        value={filters.company === 'all' ? '' : filters.company}
        onChange={(company) => onChange({ company: company || 'all' })}
      />
    </SimpleGrid>
  );
}
