import {
  INTERACTION_CATEGORIES,
  INTERACTION_CHANNELS,
  INTERACTION_STATUSES,
  INTERACTION_TYPES,
} from '@freight/domain';
import { SimpleGrid } from '@mantine/core';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { DATE_RANGE_LABELS, DATE_RANGES, type DateRange } from './dateRangeBounds';
import type { SupportFilters } from './supportFilters';

type PanelFilters = Omit<SupportFilters, 'search'>;

interface SupportFiltersPanelProps {
  filters: PanelFilters;
  onChange: (patch: Partial<PanelFilters>) => void;
}

const RANGE_CHOICES = DATE_RANGES.filter((range): range is Exclude<DateRange, 'all'> => range !== 'all').map(
  (value) => ({
    value,
    label: DATE_RANGE_LABELS[value],
  }),
);
const CHOICES = [
  { key: 'channel', label: 'Channel', allLabel: 'All Channels', choices: INTERACTION_CHANNELS },
  { key: 'category', label: 'Category', allLabel: 'All Categories', choices: INTERACTION_CATEGORIES },
  { key: 'status', label: 'Status', allLabel: 'All Statuses', choices: INTERACTION_STATUSES },
  { key: 'type', label: 'Type', allLabel: 'All Types', choices: INTERACTION_TYPES },
] as const;

/** The fields of the Support filter panel: Channel, Category, Status, Type and Date Range. */
export function SupportFiltersPanel({ filters, onChange }: SupportFiltersPanelProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
      {CHOICES.map(({ key, label, allLabel, choices }) => (
        <FilterSelect<string>
          key={key}
          label={label}
          allLabel={allLabel}
          choices={choices}
          value={filters[key]}
          onChange={(value) => onChange({ [key]: value })}
        />
      ))}
      <FilterSelect<Exclude<DateRange, 'all'>>
        label="Date Range"
        allLabel={DATE_RANGE_LABELS.all}
        choices={RANGE_CHOICES}
        value={filters.range === 'all' ? '' : filters.range}
        onChange={(range) => onChange({ range: range || 'all' })}
      />
    </SimpleGrid>
  );
}
