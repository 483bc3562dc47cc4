import { Center, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ListSort } from './listParams';

interface SortableThProps {
  column: string;
  label: string;
  sort: ListSort;
  onSort: (column: string) => void;
  align?: 'left' | 'right';
}

/** A column header that sorts the list; `aria-sort` tells screen readers (and tests) the current order. */
export function SortableTh({ column, label, sort, onSort, align = 'left' }: SortableThProps) {
  const active = sort.column === column;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={() => onSort(column)} w="100%">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <Text fw={600} size="sm" c={active ? undefined : 'dimmed'}>
            {label}
          </Text>
          <Center c={active ? 'indigo' : 'gray.5'}>
            <Icon size={14} stroke={2} />
          </Center>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
