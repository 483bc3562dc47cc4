import { Group, Text, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { FiltersButton } from './FiltersButton';
import { ListSearchInput } from './ListSearchInput';
import type { ListState } from './useListState';

export interface ListToolbarProps {
  state: ListState;
  total: number | undefined;
  /** The Filters button and the id of the panel it opens; leave out for none. */
  filters?: { id: string; opened: boolean; onToggle: () => void };
  search?: Omit<TextInputProps, 'value' | 'onChange'>;
  controls?: ReactNode;
  actions?: ReactNode;
  noun: readonly [one: string, many: string];
  /** The row count ('12 contacts'), with ' match' when filtered (`matches`) or not (`total`); none if left out. */
  count?: 'matches' | 'total';
  /** Flush with its surroundings (inside a dialog) rather than padded like a card's header. */
  flush?: boolean;
}

/** Above a list: Filters, the search, the screen's controls and the row count at the left; actions at the right. */
export function ListToolbar({
  state,
  total,
  filters,
  search,
  controls,
  actions,
  noun,
  ...props
}: ListToolbarProps) {
  const t = useT();
  const counted = { count: total, one: noun[0], many: noun[1] };
  return (
    <Group justify="space-between" px={props.flush ? 0 : 'lg'} py="sm" gap="sm" align="flex-end">
      <Group gap="sm" align="flex-end" style={{ flex: '1 1 auto' }}>
        {filters && (
          <FiltersButton
            active={state.activeFilterCount}
            opened={filters.opened}
            onToggle={filters.onToggle}
            controls={filters.id}
          />
        )}
        {search && <ListSearchInput state={state} w={{ base: '100%', sm: 280 }} {...search} />}
        {controls}
        {props.count && total !== undefined && (
          <Text size="sm" c="dimmed" style={{ alignSelf: 'center' }}>
            {state.filtered && props.count === 'matches'
              ? t('list.countMatch', counted)
              : t('list.count', counted)}
          </Text>
        )}
      </Group>
      {actions}
    </Group>
  );
}
