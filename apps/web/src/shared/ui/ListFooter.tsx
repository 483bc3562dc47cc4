import { Group, Pagination, Text } from '@mantine/core';
import { pageCountOf } from '../hooks/pageCountOf';
import type { MessageId } from '../i18n/i18n';
import { useT } from '../i18n/useT';

/** The accessible name of each of Mantine's page controls. */
const PAGE_CONTROL_MESSAGES = {
  first: 'common.pageFirst',
  previous: 'common.pagePrevious',
  next: 'common.pageNext',
  last: 'common.pageLast',
} as const satisfies Record<string, MessageId>;

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
  const t = useT();
  const pages = pageCountOf(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" px="lg" py="sm" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {prefix && `${prefix} `}
        {t('common.pageRange', { first, last, total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          withEdges
          getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROL_MESSAGES[control]) })}
        />
      )}
    </Group>
  );
}
