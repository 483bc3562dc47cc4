import {
  INTERACTION_CATEGORIES,
  INTERACTION_CHANNELS,
  INTERACTION_STATUSES,
  INTERACTION_TYPES,
} from '@freight/domain';
import { SimpleGrid } from '@mantine/core';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { DATE_RANGE_LABELS, DATE_RANGES, type DateRange } from './dateRangeBounds';
import {
  INTERACTION_CATEGORY_MESSAGES,
  INTERACTION_CHANNEL_MESSAGES,
  INTERACTION_STATUS_MESSAGES,
  INTERACTION_TYPE_FULL_MESSAGES,
} from './interactionMessages';
import type { SupportFilters } from './supportFilters';

type PanelFilters = Omit<SupportFilters, 'search'>;

interface SupportFiltersPanelProps {
  filters: PanelFilters;
  onChange: (patch: Partial<PanelFilters>) => void;
}

const RANGES = DATE_RANGES.filter((range): range is Exclude<DateRange, 'all'> => range !== 'all');
const CHOICES = [
  {
    key: 'channel',
    label: 'interactions.fieldChannel',
    allLabel: 'interactions.filterAllChannels',
    choices: INTERACTION_CHANNELS,
    messages: INTERACTION_CHANNEL_MESSAGES,
  },
  {
    key: 'category',
    label: 'interactions.fieldCategory',
    allLabel: 'interactions.filterAllCategories',
    choices: INTERACTION_CATEGORIES,
    messages: INTERACTION_CATEGORY_MESSAGES,
  },
  {
    key: 'status',
    label: 'interactions.fieldStatus',
    allLabel: 'interactions.filterAllStatuses',
    choices: INTERACTION_STATUSES,
    messages: INTERACTION_STATUS_MESSAGES,
  },
  {
    key: 'type',
    label: 'interactions.fieldType',
    allLabel: 'interactions.filterAllTypes',
    choices: INTERACTION_TYPES,
    messages: INTERACTION_TYPE_FULL_MESSAGES,
  },
] as const;

/** The fields of the Support filter panel: Channel, Category, Status, Type and Date Range. */
export function SupportFiltersPanel({ filters, onChange }: SupportFiltersPanelProps) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
      {CHOICES.map(({ key, label, allLabel, choices, messages }) => (
        <FilterSelect<string>
          key={key}
          label={t(label)}
          allLabel={t(allLabel)}
          choices={choices.map((value) => ({
            value,
            label: t((messages as Record<string, MessageId>)[value]!),
          }))}
          value={filters[key]}
          onChange={(value) => onChange({ [key]: value })}
        />
      ))}
      <FilterSelect<Exclude<DateRange, 'all'>>
        label={t('interactions.filterDateRange')}
        allLabel={t(DATE_RANGE_LABELS.all)}
        choices={RANGES.map((value) => ({ value, label: t(DATE_RANGE_LABELS[value]) }))}
        value={filters.range === 'all' ? '' : filters.range}
        onChange={(range) => onChange({ range: range || 'all' })}
      />
    </SimpleGrid>
  );
}
