import { Group, Pagination, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { pageWindow } from './pageWindow';

interface CostLinesPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** 'Rows x–y of n' beside the buttons. */
  firstRow: number;
  lastRow: number;
  totalRows: number;
}

/** Previous, up to five page buttons around the current page, Next. */
export function CostLinesPagination(props: CostLinesPaginationProps) {
  const t = useT();
  const { page, pageCount, onChange, firstRow, lastRow, totalRows } = props;
  return (
    <Group justify="space-between" gap="sm" px="md" py="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('costLines.rowsOf', { first: firstRow, last: lastRow, total: totalRows })}
      </Text>
      {pageCount > 1 && (
        <Pagination.Root total={pageCount} value={page} onChange={onChange} size="sm">
          <Group gap={6} component="nav" aria-label={t('costLines.pages')}>
            <Pagination.Previous aria-label={t('costLines.previousPage')} />
            {pageWindow(page, pageCount).map((number) => (
              <Pagination.Control
                key={number}
                active={number === page}
                onClick={() => onChange(number)}
                aria-label={t('costLines.page', { number })}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </Pagination.Control>
            ))}
            <Pagination.Next aria-label={t('costLines.nextPage')} />
          </Group>
        </Pagination.Root>
      )}
    </Group>
  );
}
