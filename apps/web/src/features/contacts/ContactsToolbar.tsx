import { Badge, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconFilter } from '@tabler/icons-react';
import type { ContactFilters } from './contactFilters';

interface ContactsToolbarProps {
  filters: ContactFilters;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  exportUrl: string;
  total: number | undefined;
}

function activeFilterCount(filters: ContactFilters): number {
  return [filters.status !== '', filters.company !== 'all', filters.search.trim() !== ''].filter(Boolean)
    .length;
}

/** Above the table: the Filters toggle (with how many are on), the match count, and Export All. */
export function ContactsToolbar({
  filters,
  filtersOpen,
  onToggleFilters,
  exportUrl,
  total,
}: ContactsToolbarProps) {
  const active = activeFilterCount(filters);
  return (
    <Group justify="space-between" px="lg" py="sm" gap="sm">
      <Group gap="sm">
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
          aria-controls="contact-filters"
        >
          Filters
        </Button>
        {total !== undefined && (
          <Text size="sm" c="dimmed">
            {total === 1 ? '1 contact' : `${total} contacts`}
            {active > 0 && ' match'}
          </Text>
        )}
      </Group>
      <Button
        component="a"
        href={exportUrl}
        download
        variant="default"
        leftSection={<IconDownload size={16} />}
      >
        Export All
      </Button>
    </Group>
  );
}
