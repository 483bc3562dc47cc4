import type { CargoLine } from '@freight/domain';
import { Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { FormModal } from '../../../shared/forms/FormModal';
import { useT } from '../../../shared/i18n/useT';
import type { LineFormTarget } from '../table/useLineActions';
import { CargoLineModalForm } from './CargoLineModalForm';

interface CargoLineModalProps {
  /** What the modal is open for; a new `session` gives the form fresh values each time it opens. */
  target: LineFormTarget<CargoLine> | null;
  quotationId: number;
  /** The quotation's currency, a new line's starting currency. */
  currency?: string;
  onClose: () => void;
  onSaved?: (item: CargoLine) => void;
}

/** The detail page's Add/Edit Item modal. */
export function CargoLineModal({ target, quotationId, currency, onClose, onSaved }: CargoLineModalProps) {
  const t = useT();
  // Keeps the form on screen while the modal fades out after closing.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const editing = Boolean(shown?.item);

  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      size={860}
      centered
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size="lg">
            <IconPackage size={18} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg" fw={650}>
              {editing ? t('cargoLines.editItem') : t('cargoLines.addItem')}
            </Title>
            <Text size="xs" c="dimmed">
              {editing ? shown?.item?.name : t('cargoLines.modalSubtitle')}
            </Text>
          </div>
        </Group>
      }
    >
      {shown && (
        <CargoLineModalForm
          key={shown.session}
          quotationId={quotationId}
          currency={currency}
          item={shown.item}
          onCancel={onClose}
          onSaved={(item) => {
            onSaved?.(item);
            onClose();
          }}
        />
      )}
    </FormModal>
  );
}
