import { CONTACT_STATUSES } from '@freight/domain';
import { SimpleGrid } from '@mantine/core';
import { FilterSelect } from '../../../shared/list/FilterSelect';
import type { CompanyFilter, ContactFilters } from './contactFilters';

interface ContactFiltersPanelProps {
  filters: Omit<ContactFilters, 'search'>;
  onChange: (patch: Partial<Omit<ContactFilters, 'search'>>) => void;
}

const COMPANY_CHOICES = [
  { value: 'with', label: 'With Company' },
  { value: 'without', label: 'Without Company' },
] as const;

/** The fields of the Contacts filter panel: status and company presence (the search is in the toolbar). */
export function ContactFiltersPanel({ filters, onChange }: ContactFiltersPanelProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <FilterSelect
        label="Status"
        allLabel="All Statuses"
        choices={CONTACT_STATUSES}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect<Exclude<CompanyFilter, 'all'>>
        label="Company"
        allLabel="All Contacts"
        choices={COMPANY_CHOICES}
        value={filters.company === 'all' ? '' : filters.company}
        onChange={(company) => onChange({ company: company || 'all' })}
      />
    </SimpleGrid>
  );
}
