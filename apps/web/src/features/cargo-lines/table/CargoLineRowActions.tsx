import type { CargoLine } from '@freight/domain';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
import { type RowActionIcon, RowActionIcons } from '../../../shared/ui/RowActionIcons';

interface CargoLineRowActionsProps {
  item: CargoLine;
  /** Left out without the grant: no Edit and no full form. */
  onEdit?: (item: CargoLine) => void;
  onDelete?: (item: CargoLine) => void;
}

/** A cargo line's Edit (in the modal), Open in the full form, and Delete. */
export function CargoLineRowActions({ item, onEdit, onDelete }: CargoLineRowActionsProps) {
  const t = useT();
  const actions: RowActionIcon[] = [];
  if (onEdit) {
    actions.push(
      {
        tooltip: t('cargoLines.edit'),
        label: t('cargoLines.editNamed', { name: item.name }),
        color: 'gray',
        icon: <IconPencil size={16} />,
        onClick: () => onEdit(item),
      },
      {
        tooltip: t('cargoLines.openFullForm'),
        label: t('cargoLines.openFullFormNamed', { name: item.name }),
        color: 'gray',
        icon: <IconExternalLink size={16} />,
        to: `/box-items/${item.id}/edit?quotationId=${item.quotation_id}`,
      },
    );
  }
  if (onDelete) {
    actions.push({
      tooltip: t('cargoLines.delete'),
      label: t('cargoLines.deleteNamed', { name: item.name }),
      color: 'red',
      icon: <IconTrash size={16} />,
      onClick: () => onDelete(item),
    });
  }
  return <RowActionIcons actions={actions} justify="flex-end" />;
}
