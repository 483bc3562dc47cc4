import type { ChargePartRow, ChargePartSummary, CostLine, Incoterm } from '@freight/domain';
import { ActionIcon, Badge, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconMaximize, IconMinimize, IconPlus } from '@tabler/icons-react';
import { incotermName } from '../../../shared/i18n/incotermMessages';
import { useT } from '../../../shared/i18n/useT';
import type { CostLineNotesAction } from './CostLineNotesAction';
import { CostLinesEmptyState } from './CostLinesEmptyState';
import { CostLinesPagination } from './CostLinesPagination';
import { CostLinesTable } from './CostLinesTable';

export interface CostLinesPanelProps {
  /** The table's rows, grouped by part, split into pages (`paginateCostRows`). */
  pages: ChargePartRow<CostLine>[][];
  /** Each part's subtotal and the term's warning on it. */
  parts: ChargePartSummary[];
  currency: string;
  incoterm: Incoterm | null;
  incotermPlace: string;
  totalCost: number;
  /** The current page, 1-based and within `pages`. */
  page: number;
  onPageChange: (page: number) => void;
  fullscreen: boolean;
  /** Shown beside the title in the fullscreen view, where the page header is hidden. */
  quotationNumber?: string;
  onToggleFullscreen: () => void;
  /** Absent when the user may not add (quotations:create). */
  onAdd?: () => void;
  /** Absent when the user may not edit or delete. */
  onEdit?: (item: CostLine) => void;
  onDelete?: (item: CostLine) => void;
  /** The Notes action of every line (anyone who sees the breakdown may read notes). */
  notes: CostLineNotesAction;
}

/** The cost items toolbar, table and pagination; shown in the page's card and in the fullscreen view. */
export function CostLinesPanel(props: CostLinesPanelProps) {
  const t = useT();
  const { pages, totalCost, page, onPageChange, fullscreen, quotationNumber } = props;
  const { onToggleFullscreen, onAdd, onEdit, onDelete, notes, parts, currency, incoterm, incotermPlace } =
    props;
  const rowCount = pages.reduce((sum, rowsOfPage) => sum + rowsOfPage.length, 0);
  const before = pages.slice(0, page - 1).reduce((sum, rowsOfPage) => sum + rowsOfPage.length, 0);
  const shown = pages[page - 1] ?? [];
  const ignore = () => {};

  return (
    <>
      <Group justify="space-between" px="lg" py="md" gap="sm">
        <Group gap="sm">
          <Title order={2} fz="lg" fw={650}>
            {t('costLines.costItems')}
          </Title>
          {quotationNumber && (
            <Text c="dimmed" fw={500}>
              {quotationNumber}
            </Text>
          )}
          <Badge variant="light" color="gray" radius="sm" tt="none">
            {t('costLines.lineCount', { count: rowCount })}
          </Badge>
          {incoterm && (
            <Badge variant="light" color="indigo" radius="sm" tt="none">
              {[incotermName(incoterm, t), incotermPlace].filter(Boolean).join(', ')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {onAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={onAdd} size="sm">
              {t('costLines.addItem')}
            </Button>
          )}
          <Tooltip label={fullscreen ? t('costLines.exitFullscreen') : t('costLines.fullscreen')} withArrow>
            <ActionIcon
              variant="default"
              size={36}
              onClick={onToggleFullscreen}
              aria-label={fullscreen ? t('costLines.exitFullscreen') : t('costLines.showFullscreen')}
            >
              {fullscreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {rowCount === 0 ? (
        <CostLinesEmptyState onAdd={onAdd} />
      ) : (
        <>
          <CostLinesTable
            rows={shown}
            parts={parts}
            currency={currency}
            incoterm={incoterm}
            totalCost={totalCost}
            canEdit={onEdit !== undefined}
            canDelete={onDelete !== undefined}
            onEdit={onEdit ?? ignore}
            onDelete={onDelete ?? ignore}
            notes={notes}
          />
          <CostLinesPagination
            page={page}
            pageCount={pages.length}
            onChange={onPageChange}
            firstRow={before + 1}
            lastRow={before + shown.length}
            totalRows={rowCount}
          />
        </>
      )}
    </>
  );
}
