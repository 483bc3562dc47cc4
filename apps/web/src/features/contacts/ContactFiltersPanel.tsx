import { CONTACT_STATUSES, type ContactStatus } from '@freight/domain';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type CompanyFilter, type ContactFilters, NO_CONTACT_FILTERS } from './contactFilters';

interface ContactFiltersPanelProps {
  filters: ContactFilters;
  onChange: (filters: ContactFilters) => void;
  onClose: () => void;
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

/**
 * The filter panel. Selects apply at once and the search applies as the user pauses typing, so the table
 * answers while the panel is open; 'Apply Filters' only closes it, 'Clear Filters' resets and closes.
 */
export function ContactFiltersPanel({ filters, onChange, onClose }: ContactFiltersPanelProps) {
  const [search, setSearch] = useState(filters.search);
  const [debouncedSearch] = useDebouncedValue(search, 300);

  // Read through a ref so the search commits only when the typed text settles, never because another filter
  // changed meanwhile (which would put back a search the user had already cleared with Apply).
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  useEffect(() => {
    const { filters: current, onChange: commit } = latest.current;
    if (debouncedSearch !== current.search) commit({ ...current, search: debouncedSearch });
  }, [debouncedSearch]);

  function clear() {
    setSearch('');
    onChange(NO_CONTACT_FILTERS);
    onClose();
  }

  function apply() {
    // A search typed just now is applied without waiting for the pause.
    if (search !== filters.search) onChange({ ...filters, search });
    onClose();
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={filters.status || ALL}
          allowDeselect={false}
          onChange={(value) =>
            onChange({ ...filters, status: value === ALL || !value ? '' : (value as ContactStatus) })
          }
        />
        <Select
          label="Company"
          data={COMPANY_OPTIONS}
          value={filters.company}
          allowDeselect={false}
          onChange={(value) => onChange({ ...filters, company: (value ?? 'all') as CompanyFilter })}
        />
        <TextInput
          label="Search"
          placeholder="Name, company, email or phone"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={clear}>
          Clear Filters
        </Button>
        <Button type="submit">Apply Filters</Button>
      </Group>
    </form>
  );
}
