import type { CargoLine } from '@freight/domain';
import { Modal } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { CargoLineModal } from '../modal/CargoLineModal';
import { DeleteCargoLineModal } from '../modal/DeleteCargoLineModal';
import { CargoLinesPanel } from './CargoLinesPanel';
import { LinesCard } from './LinesCard';
import { useLineActions } from './useLineActions';

interface CargoLinesSectionProps {
  quotationId: number;
  quotationNumber: string;
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
  items,
  readOnly = false,
}: CargoLinesSectionProps) {
  const lines = useLineActions<CargoLine>(readOnly);

  const panel = (inFullscreen: boolean) => (
    <CargoLinesPanel
      quotationId={quotationId}
      items={items.data}
      loading={items.isPending}
      error={items.error}
      onRetry={() => void items.refetch()}
      fullscreen={inFullscreen}
      onToggleFullscreen={() => lines.setFullscreen(!inFullscreen)}
      {...lines.panelActions}
    />
  );

  return (
    <>
      <LinesCard label="Shipment Items">{panel(false)}</LinesCard>
      <Modal
        opened={lines.fullscreen}
        onClose={() => lines.setFullscreen(false)}
        fullScreen
        withCloseButton={false}
        padding={0}
        aria-label={`Shipment items of ${quotationNumber}`}
        transitionProps={{ transition: 'fade', duration: 150 }}
      >
        <section aria-label="Shipment Items fullscreen">{panel(true)}</section>
      </Modal>
      <CargoLineModal target={lines.target} quotationId={quotationId} onClose={lines.closeForm} />
      <DeleteCargoLineModal item={lines.deleting} onClose={lines.closeDelete} />
    </>
  );
}
