import type { CostItem } from '@freight/domain';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { CostItemForm } from './CostItemForm';

/** What the cost item modal is open for: adding (item null) or editing a line. */
export interface CostItemModalTarget {
  item: CostItem | null;
  /** Changes on every opening, so the form starts afresh even when the same line is opened twice. */
  session: number;
}

interface CostItemModalProps {
  target: CostItemModalTarget | null;
  quotationId: number;
  /** The quotation's currency: every amount here is in it. */
  currency: string;
  totalCbm: number;
  totalWeight: number;
  chargeableWeight: number;
  items: readonly CostItem[];
  onClose: () => void;
  /** After a successful save, with the line as the server answered it. */
  onSaved: (item: CostItem) => void;
}

/** Add Cost Item / Edit Cost Item; above the fullscreen table when that is open. */
export function CostItemModal(props: CostItemModalProps) {
  const { target, quotationId, currency, totalCbm, totalWeight, chargeableWeight, items, onClose, onSaved } =
    props;
  // The last target stays rendered while the modal fades out, so its content does not vanish mid-animation.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={shown?.item ? 'Edit Cost Item' : 'Add Cost Item'}
      size="lg"
      zIndex={300}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      centered
    >
      {shown && (
        <CostItemForm
          key={shown.session}
          quotationId={quotationId}
          currency={currency}
          totalCbm={totalCbm}
          totalWeight={totalWeight}
          chargeableWeight={chargeableWeight}
          items={items}
          item={shown.item}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}
