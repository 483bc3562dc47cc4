import type { CostLine, Incoterm } from '@freight/domain';
import { useState } from 'react';
import { LinesWithFullscreen } from '../../cargo-lines/table/LinesWithFullscreen';
import { useLineActions } from '../../cargo-lines/table/useLineActions';
import { CostLineNotesModal } from '../../cost-line-notes/CostLineNotesModal';
import { useCostLineNoteCounts } from '../../cost-line-notes/useCostLineNoteCounts';
import { CostLineModal } from '../form/CostLineModal';
import { CostLinesPanel } from './CostLinesPanel';
import { DeleteCostLineModal } from './DeleteCostLineModal';
import { useCostLinePages } from './useCostLinePages';

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
  const lines = useLineActions<CostLine>(readOnly);
  const [notesOf, setNotesOf] = useState<CostLine | null>(null);
  const noteCounts = useCostLineNoteCounts(quotationId).data ?? {};
  const { pages, parts, page, setPage, showSaved } = useCostLinePages(items, incoterm, currency);

  return (
    <>
      <LinesWithFullscreen
        label="Cost Items"
        dialogLabel={`Cost items of ${quotationNumber}`}
        fullscreen={lines.fullscreen}
        setFullscreen={lines.setFullscreen}
        fullscreenFrame="card"
        dialogProps={{
          // Escape belongs to a modal opened above the fullscreen view (Mantine closes every open modal).
          closeOnEscape: lines.target === null && lines.deleting === null && notesOf === null,
          padding: 'lg',
          transitionProps: { duration: 0 },
          styles: { content: { background: 'var(--app-surface-subtle)' } },
        }}
        panel={(view) => (
          <CostLinesPanel
            pages={pages}
            parts={parts}
            currency={currency}
            incoterm={incoterm}
            incotermPlace={incotermPlace}
            totalCost={totalCost}
            page={page}
            onPageChange={setPage}
            {...view}
            quotationNumber={view.fullscreen ? quotationNumber : undefined}
            {...lines.panelActions}
            notes={{ counts: noteCounts, onOpen: setNotesOf }}
          />
        )}
      />
      <CostLineModal
        target={lines.target}
        quotationId={quotationId}
        currency={currency}
        totalCbm={totalCbm}
        totalWeight={totalWeight}
        chargeableWeight={chargeableWeight}
        items={items}
        onClose={lines.closeForm}
        onSaved={(item) => {
          lines.closeForm();
          showSaved(item.id);
        }}
      />
      <CostLineNotesModal item={notesOf} onClose={() => setNotesOf(null)} />
      <DeleteCostLineModal
        item={lines.deleting}
        subItemCount={subLineCount(items, lines.deleting)}
        onClose={lines.closeDelete}
      />
    </>
  );
}

/** How many sub-lines go with a line when it is deleted. */
function subLineCount(items: readonly CostLine[], line: CostLine | null): number {
  return line ? items.filter((item) => item.is_sub_item && item.parent_id === line.id).length : 0;
}
