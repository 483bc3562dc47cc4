import { Group, Pagination, Text } from '@mantine/core';
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
  const { page, pageCount, onChange, firstRow, lastRow, totalRows } = props;
  return (
    <Group justify="space-between" gap="sm" px="md" py="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        Rows {firstRow}–{lastRow} of {totalRows}
      </Text>
      {pageCount > 1 && (
        <Pagination.Root total={pageCount} value={page} onChange={onChange} size="sm">
          <Group gap={6} component="nav" aria-label="Cost items pages">
            <Pagination.Previous aria-label="Previous page" />
            {pageWindow(page, pageCount).map((number) => (
              <Pagination.Control
                key={number}
                active={number === page}
                onClick={() => onChange(number)}
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </Pagination.Control>
            ))}
            <Pagination.Next aria-label="Next page" />
          </Group>
        </Pagination.Root>
      )}
    </Group>
  );
}
