import type { CostLine } from '@freight/domain';
import { useState } from 'react';
import { FormModal } from '../../../shared/forms/FormModal';
import { useT } from '../../../shared/i18n/useT';
import type { LineFormTarget } from '../../cargo-lines/table/useLineActions';
import { CostLineForm, type CostLineQuotation } from './CostLineForm';

interface CostLineModalProps extends CostLineQuotation {
  /** What the modal is open for: adding (item null) or editing a line. */
  target: LineFormTarget<CostLine> | null;
  onClose: () => void;
  /** After a successful save, with the line as the server answered it. */
  onSaved: (item: CostLine) => void;
}

/** Add Cost Item / Edit Cost Item; above the fullscreen table when that is open. */
export function CostLineModal(props: CostLineModalProps) {
  const t = useT();
  const { target, onClose, onSaved, ...quotation } = props;
  // The last target stays rendered while the modal fades out, so its content does not vanish mid-animation.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={shown?.item ? t('costLines.editCostItem') : t('costLines.addCostItem')}
      size="lg"
      zIndex={300}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      centered
    >
      {shown && (
        <CostLineForm
          key={shown.session}
          {...quotation}
          item={shown.item}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </FormModal>
  );
}
