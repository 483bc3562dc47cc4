import { Badge, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconFilter } from '@tabler/icons-react';
import { InteractionSearchInput } from './InteractionSearchInput';
import { activeSupportFilterCount, type SupportFilters } from './supportFilters';

interface SupportToolbarProps {
  filters: SupportFilters;
  onFiltersChange: (filters: SupportFilters) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  /** The filtered CSV; leave out to hide Export All. */
  exportUrl?: string;
  total: number | undefined;
}

/** Above the table: Filters (with how many are on), the search, the match count, and Export All. */
export function SupportToolbar({
  filters,
  onFiltersChange,
  filtersOpen,
  onToggleFilters,
  exportUrl,
  total,
}: SupportToolbarProps) {
  const active = activeSupportFilterCount(filters);
  return (
    <Group justify="space-between" px="lg" py="sm" gap="sm">
      <Group gap="sm" style={{ flex: '1 1 auto' }}>
        <Button
          variant={filtersOpen || active > 0 ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          rightSection={
            active > 0 ? (
              <Badge size="xs" circle variant="filled">
                {active}
              </Badge>
            ) : undefined
          }
          onClick={onToggleFilters}
          aria-expanded={filtersOpen}
          aria-controls="support-filters"
        >
          Filters
        </Button>
        <InteractionSearchInput
          value={filters.search}
          onChange={(search) => onFiltersChange({ ...filters, search })}
        />
        {total !== undefined && (
          <Text size="sm" c="dimmed">
            {total === 1 ? '1 interaction' : `${total} interactions`}
            {active > 0 && ' match'}
          </Text>
        )}
      </Group>
      {exportUrl && (
        <Button
          component="a"
          href={exportUrl}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          Export All
        </Button>
      )}
    </Group>
  );
}
