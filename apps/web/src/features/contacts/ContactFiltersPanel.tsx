import { CONTACT_STATUSES, type ContactStatus } from '@freight/domain';
import { Select, SimpleGrid } from '@mantine/core';
import { ListSearchInput } from '../../shared/list/ListSearchInput';
import type { ListState } from '../../shared/list/useListState';
import type { CompanyFilter, ContactFilters } from './contactFilters';

interface ContactFiltersPanelProps {
  filters: Omit<ContactFilters, 'search'>;
  onChange: (patch: Partial<Omit<ContactFilters, 'search'>>) => void;
  state: ListState;
}

// Mantine selects need a non-empty value for the 'all' entries.
const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...CONTACT_STATUSES.map((s) => ({ value: s, label: s })),
];
const COMPANY_OPTIONS = [
  { value: ALL, label: 'All Contacts' },
  { value: 'with', label: 'With Company' },
  { value: 'without', label: 'Without Company' },
];

/** The fields of the Contacts filter panel: status, company presence and the search. */
export function ContactFiltersPanel({ filters, onChange, state }: ContactFiltersPanelProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status || ALL}
        allowDeselect={false}
        onChange={(value) => onChange({ status: value === ALL || !value ? '' : (value as ContactStatus) })}
      />
      <Select
        label="Company"
        data={COMPANY_OPTIONS}
        value={filters.company}
        allowDeselect={false}
        onChange={(value) => onChange({ company: (value ?? 'all') as CompanyFilter })}
      />
      <ListSearchInput state={state} label="Search" placeholder="Name, company, email or phone" />
    </SimpleGrid>
  );
}
