import type { CargoLine } from '@freight/domain';
import { Modal, Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../auth/usePermission';
import { CargoLineModal, type CargoLineModalTarget } from './CargoLineModal';
import { CargoLinesPanel } from './CargoLinesPanel';
import { DeleteCargoLineModal } from './DeleteCargoLineModal';

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
  const canCreate = usePermission('quotations', 'create') && !readOnly;
  const canEdit = usePermission('quotations', 'edit') && !readOnly;
  const canDelete = usePermission('quotations', 'delete') && !readOnly;
  const [fullscreen, setFullscreen] = useState(false);
  const [target, setTarget] = useState<CargoLineModalTarget | null>(null);
  const [deleting, setDeleting] = useState<CargoLine | null>(null);

  const panel = (inFullscreen: boolean) => (
    <CargoLinesPanel
      quotationId={quotationId}
      items={items.data}
      loading={items.isPending}
      error={items.error}
      onRetry={() => void items.refetch()}
      fullscreen={inFullscreen}
      onToggleFullscreen={() => setFullscreen(!inFullscreen)}
      onAdd={canCreate ? () => setTarget({ item: null, session: Date.now() }) : undefined}
      onEdit={canEdit ? (item) => setTarget({ item, session: Date.now() }) : undefined}
      onDelete={canDelete ? setDeleting : undefined}
    />
  );

  return (
    <>
      <Paper
        withBorder
        shadow="xs"
        component="section"
        aria-label="Shipment Items"
        style={{ overflow: 'hidden' }}
      >
        {panel(false)}
      </Paper>
      <Modal
        opened={fullscreen}
        onClose={() => setFullscreen(false)}
        fullScreen
        withCloseButton={false}
        padding={0}
        aria-label={`Shipment items of ${quotationNumber}`}
        transitionProps={{ transition: 'fade', duration: 150 }}
      >
        <section aria-label="Shipment Items fullscreen">{panel(true)}</section>
      </Modal>
      <CargoLineModal target={target} quotationId={quotationId} onClose={() => setTarget(null)} />
      <DeleteCargoLineModal item={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
