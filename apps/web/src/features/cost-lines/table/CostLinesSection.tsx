import {
  COST_ITEMS_PAGE_SIZE,
  type CostLine,
  chargePartSummaries,
  costRowsByPart,
  type Incoterm,
} from '@freight/domain';
import { Modal, Paper } from '@mantine/core';
import { useMemo, useState } from 'react';
import { usePermission } from '../../auth/usePermission';
import { CostLineNotesModal } from '../../cost-line-notes/CostLineNotesModal';
import { useCostLineNoteCounts } from '../../cost-line-notes/useCostLineNoteCounts';
import { CostLineModal, type CostLineModalTarget } from '../form/CostLineModal';
import { CostLinesPanel } from './CostLinesPanel';
import { DeleteCostLineModal } from './DeleteCostLineModal';
import { paginateCostRows } from './paginateCostRows';

interface CostLinesSectionProps {
  quotationId: number;
  quotationNumber: string;
  totalCbm: number;
  totalWeight: number;
  /** The quotation's chargeable weight (kg, by mode): what Chargeable lines price. */
  chargeableWeight: number;
  /** The quotation's total_cost, kept by the server. */
  totalCost: number;
  items: readonly CostLine[];
  /** The quotation's currency (the part subtotals are in it) and Incoterm (which parts it warns about). */
  currency: string;
  incoterm: Incoterm | null;
  incotermPlace: string;
  /** A superseded revision: its lines are shown, never changed. */
  readOnly?: boolean;
}

/**
 * The cost items card with its fullscreen view, the Add/Edit modal and the delete confirmation. Actions the
 * user lacks the grant for (quotations:create, edit, delete) are not shown.
 */
export function CostLinesSection({
  quotationId,
  quotationNumber,
  totalCbm,
  totalWeight,
  chargeableWeight,
  totalCost,
  currency,
  items,
  incoterm,
  incotermPlace,
  readOnly = false,
}: CostLinesSectionProps) {
  const canCreate = usePermission('quotations', 'create') && !readOnly;
  const canEdit = usePermission('quotations', 'edit') && !readOnly;
  const canDelete = usePermission('quotations', 'delete') && !readOnly;
  const [requestedPage, setRequestedPage] = useState(1);
  // A saved line is shown where it landed once the list has been read again.
  const [savedId, setSavedId] = useState<number | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [target, setTarget] = useState<CostLineModalTarget | null>(null);
  const [deleting, setDeleting] = useState<CostLine | null>(null);
  const [notesOf, setNotesOf] = useState<CostLine | null>(null);
  const noteCounts = useCostLineNoteCounts(quotationId).data ?? {};

  const rows = useMemo(() => costRowsByPart(items), [items]);
  const pages = useMemo(() => paginateCostRows(rows, COST_ITEMS_PAGE_SIZE), [rows]);
  const parts = useMemo(() => chargePartSummaries(rows, incoterm, currency), [rows, incoterm, currency]);
  const savedPage =
    savedId === null ? -1 : pages.findIndex((rows) => rows.some((row) => row.item.id === savedId));
  if (savedPage >= 0) {
    setRequestedPage(savedPage + 1);
    setSavedId(null);
  }
  const page = Math.min(Math.max(requestedPage, 1), pages.length);

  const panel = (inFullscreen: boolean) => (
    <CostLinesPanel
      pages={pages}
      parts={parts}
      currency={currency}
      incoterm={incoterm}
      incotermPlace={incotermPlace}
      totalCost={totalCost}
      page={page}
      onPageChange={setRequestedPage}
      fullscreen={inFullscreen}
      quotationNumber={inFullscreen ? quotationNumber : undefined}
      onToggleFullscreen={() => setFullscreen(!inFullscreen)}
      onAdd={canCreate ? () => setTarget({ item: null, session: Date.now() }) : undefined}
      onEdit={canEdit ? (item) => setTarget({ item, session: Date.now() }) : undefined}
      onDelete={canDelete ? setDeleting : undefined}
      notes={{ counts: noteCounts, onOpen: setNotesOf }}
    />
  );

  return (
    <>
      <Paper
        withBorder
        shadow="xs"
        component="section"
        aria-label="Cost Items"
        style={{ overflow: 'hidden' }}
      >
        {panel(false)}
      </Paper>
      <Modal
        opened={fullscreen}
        onClose={() => setFullscreen(false)}
        // Escape belongs to a modal opened above the fullscreen view (Mantine closes every open modal).
        closeOnEscape={target === null && deleting === null && notesOf === null}
        fullScreen
        withCloseButton={false}
        padding="lg"
        aria-label={`Cost items of ${quotationNumber}`}
        transitionProps={{ duration: 0 }}
        styles={{ content: { background: 'var(--app-surface-subtle)' } }}
      >
        <Paper
          withBorder
          shadow="xs"
          component="section"
          aria-label="Cost Items fullscreen"
          style={{ overflow: 'hidden' }}
        >
          {panel(true)}
        </Paper>
      </Modal>
      <CostLineModal
        target={target}
        quotationId={quotationId}
        currency={currency}
        totalCbm={totalCbm}
        totalWeight={totalWeight}
        chargeableWeight={chargeableWeight}
        items={items}
        onClose={() => setTarget(null)}
        onSaved={(item) => {
          setTarget(null);
          setSavedId(item.id);
        }}
      />
      <CostLineNotesModal item={notesOf} onClose={() => setNotesOf(null)} />
      <DeleteCostLineModal
        item={deleting}
        subItemCount={
          deleting ? items.filter((item) => item.is_sub_item && item.parent_id === deleting.id).length : 0
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
