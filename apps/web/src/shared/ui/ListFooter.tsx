import { Group, Pagination, Text } from '@mantine/core';
import { pageCountOf } from '../hooks/pageCountOf';

interface ListFooterProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Words before the range, e.g. 'Showing' ('Showing 1–25 of 80'). */
  prefix?: string;
}

/** 'x–y of N' and the page buttons under a server-paged list, without a page-size selector. */
export function ListFooter({ page, pageSize, total, onPageChange, prefix }: ListFooterProps) {
  const pages = pageCountOf(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" px="lg" py="sm" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {prefix && `${prefix} `}
        {first}–{last} of {total}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          withEdges
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Group>
  );
}
