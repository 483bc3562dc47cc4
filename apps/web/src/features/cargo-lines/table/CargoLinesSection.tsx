import type { CargoLine } from '@freight/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/useT';
import { CargoLineModal } from '../modal/CargoLineModal';
import { DeleteCargoLineModal } from '../modal/DeleteCargoLineModal';
import { CargoLinesPanel } from './CargoLinesPanel';
import { LinesWithFullscreen } from './LinesWithFullscreen';
import { useLineActions } from './useLineActions';

interface CargoLinesSectionProps {
  quotationId: number;
  quotationNumber: string;
  /** The quotation's currency, a new line's starting currency. */
  currency?: string;
  items: UseQueryResult<CargoLine[]>;
  /** A superseded revision: its lines are shown, never changed. */
  readOnly?: boolean;
}

/**
 * The Shipment Items card below the detail cards, with its fullscreen view, the Add/Edit Item modal and the
 * delete confirmation. Actions the user lacks the grant for (quotations:create, edit, delete) are not shown.
 */
export function CargoLinesSection({
  quotationId,
  quotationNumber,
  currency,
  items,
  readOnly = false,
}: CargoLinesSectionProps) {
  const t = useT();
  const lines = useLineActions<CargoLine>(readOnly);

  return (
    <>
      <LinesWithFullscreen
        label={t('cargoLines.shipmentItems')}
        dialogLabel={t('cargoLines.shipmentItemsOf', { number: quotationNumber })}
        fullscreen={lines.fullscreen}
        setFullscreen={lines.setFullscreen}
        fullscreenFrame="bare"
        dialogProps={{ padding: 0, transitionProps: { transition: 'fade', duration: 150 } }}
        panel={(view) => (
          <CargoLinesPanel
            quotationId={quotationId}
            items={items.data}
            loading={items.isPending}
            error={items.error}
            onRetry={() => void items.refetch()}
            {...view}
            {...lines.panelActions}
          />
        )}
      />
      <CargoLineModal
        target={lines.target}
        quotationId={quotationId}
        currency={currency}
        onClose={lines.closeForm}
      />
      <DeleteCargoLineModal item={lines.deleting} onClose={lines.closeDelete} />
    </>
  );
}
