import type { CostLine, Incoterm } from '@freight/domain';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { LinesWithFullscreen } from '../../cargo-lines/table/LinesWithFullscreen';
import { useLineActions } from '../../cargo-lines/table/useLineActions';
import { CostLineNotesModal } from '../../cost-line-notes/CostLineNotesModal';
import { useCostLineNoteCounts } from '../../cost-line-notes/useCostLineNoteCounts';
import type { CostLineQuotation } from '../form/CostLineForm';
import { CostLineModal } from '../form/CostLineModal';
import { CostLinesPanel } from './CostLinesPanel';
import { DeleteCostLineModal } from './DeleteCostLineModal';
import { useCostLinePages } from './useCostLinePages';

/** The quotation the lines belong to (its currency, shipment totals and lines, as the form needs them), and more. */
interface CostLinesSectionProps extends CostLineQuotation {
  quotationNumber: string;
  /** The quotation's total_cost, kept by the server. */
  totalCost: number;
  /** The quotation's Incoterm (which parts it warns about) and its place. */
  incoterm: Incoterm | null;
  incotermPlace: string;
  /** A superseded revision: its lines are shown, never changed. */
  readOnly?: boolean;
}

/**
 * The cost items card with its fullscreen view, the Add/Edit modal and the delete confirmation. Actions the
 * user lacks the grant for (quotations:create, edit, delete) are not shown.
 */
export function CostLinesSection(props: CostLinesSectionProps) {
  const t = useT();
  const { quotationNumber, totalCost, incoterm, incotermPlace, readOnly = false, ...quotation } = props;
  const { quotationId, currency, items } = quotation;
  const lines = useLineActions<CostLine>(readOnly);
  const [notesOf, setNotesOf] = useState<CostLine | null>(null);
  const noteCounts = useCostLineNoteCounts(quotationId).data ?? {};
  const { pages, parts, page, setPage, showSaved } = useCostLinePages(items, incoterm, currency);

  return (
    <>
      <LinesWithFullscreen
        label={t('costLines.costItems')}
        dialogLabel={t('costLines.costItemsOf', { number: quotationNumber })}
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
        {...quotation}
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
