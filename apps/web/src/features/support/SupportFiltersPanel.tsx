import {
  INTERACTION_CATEGORIES,
  INTERACTION_CHANNELS,
  INTERACTION_STATUSES,
  INTERACTION_TYPES,
} from '@freight/domain';
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { DATE_RANGE_LABELS, DATE_RANGES, type DateRange } from './dateRangeBounds';
import { NO_SUPPORT_FILTERS, type SupportFilters } from './supportFilters';

interface SupportFiltersPanelProps {
  filters: SupportFilters;
  onChange: (filters: SupportFilters) => void;
  onClose: () => void;
}

// Mantine selects need a non-empty value for the 'all' entries.
const ALL = 'all';
const options = (all: string, values: readonly string[]) => [
  { value: ALL, label: all },
  ...values.map((value) => ({ value, label: value })),
];
const RANGE_OPTIONS = DATE_RANGES.map((value) => ({ value, label: DATE_RANGE_LABELS[value] }));

/**
 * Channel, Category, Status, Type and Date Range. Each choice applies at once, so the table answers while
 * the panel is open; 'Apply Filters' closes the panel, 'Clear Filters' resets everything and closes it.
 */
export function SupportFiltersPanel({ filters, onChange, onClose }: SupportFiltersPanelProps) {
  function choose<K extends 'channel' | 'category' | 'status' | 'type'>(key: K, value: string | null) {
    onChange({ ...filters, [key]: value === ALL || !value ? '' : value });
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        <Select
          label="Channel"
          data={options('All Channels', INTERACTION_CHANNELS)}
          value={filters.channel || ALL}
          allowDeselect={false}
          onChange={(value) => choose('channel', value)}
        />
        <Select
          label="Category"
          data={options('All Categories', INTERACTION_CATEGORIES)}
          value={filters.category || ALL}
          allowDeselect={false}
          onChange={(value) => choose('category', value)}
        />
        <Select
          label="Status"
          data={options('All Statuses', INTERACTION_STATUSES)}
          value={filters.status || ALL}
          allowDeselect={false}
          onChange={(value) => choose('status', value)}
        />
        <Select
          label="Type"
          data={options('All Types', INTERACTION_TYPES)}
          value={filters.type || ALL}
          allowDeselect={false}
          onChange={(value) => choose('type', value)}
        />
        <Select
          label="Date Range"
          data={RANGE_OPTIONS}
          value={filters.range}
          allowDeselect={false}
          onChange={(value) => onChange({ ...filters, range: (value ?? 'all') as DateRange })}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button
          variant="default"
          onClick={() => {
            onChange(NO_SUPPORT_FILTERS);
            onClose();
          }}
        >
          Clear Filters
        </Button>
        <Button type="submit">Apply Filters</Button>
      </Group>
    </form>
  );
}
