import {
  INTERACTION_CATEGORIES,
  INTERACTION_CHANNELS,
  INTERACTION_STATUSES,
  INTERACTION_TYPES,
} from '@freight/domain';
import { Select, SimpleGrid } from '@mantine/core';
import { DATE_RANGE_LABELS, DATE_RANGES, type DateRange } from './dateRangeBounds';
import type { SupportFilters } from './supportFilters';

type PanelFilters = Omit<SupportFilters, 'search'>;

interface SupportFiltersPanelProps {
  filters: PanelFilters;
  onChange: (patch: Partial<PanelFilters>) => void;
}

// Mantine selects need a non-empty value for the 'all' entries.
const ALL = 'all';
const options = (all: string, values: readonly string[]) => [
  { value: ALL, label: all },
  ...values.map((value) => ({ value, label: value })),
];
const RANGE_OPTIONS = DATE_RANGES.map((value) => ({ value, label: DATE_RANGE_LABELS[value] }));
const CHOICES = [
  { key: 'channel', label: 'Channel', data: options('All Channels', INTERACTION_CHANNELS) },
  { key: 'category', label: 'Category', data: options('All Categories', INTERACTION_CATEGORIES) },
  { key: 'status', label: 'Status', data: options('All Statuses', INTERACTION_STATUSES) },
  { key: 'type', label: 'Type', data: options('All Types', INTERACTION_TYPES) },
] as const;

/** The fields of the Support filter panel: Channel, Category, Status, Type and Date Range. */
export function SupportFiltersPanel({ filters, onChange }: SupportFiltersPanelProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
      {CHOICES.map(({ key, label, data }) => (
        <Select
          key={key}
          label={label}
          data={data}
          value={filters[key] || ALL}
          allowDeselect={false}
          onChange={(value) => onChange({ [key]: value === ALL || !value ? '' : value })}
        />
      ))}
      <Select
        label="Date Range"
        data={RANGE_OPTIONS}
        value={filters.range}
        allowDeselect={false}
        onChange={(value) => onChange({ range: (value ?? 'all') as DateRange })}
      />
    </SimpleGrid>
  );
}
