import type { CargoLine } from '@freight/domain';
import { Badge, Group, Table, Text } from '@mantine/core';
import { formatCbm } from '../../../shared/format/formatCbm';
import { formatKg } from '../../../shared/format/formatKg';
import { money } from '../../../shared/format/money';
import { useT } from '../../../shared/i18n/useT';
import { cardCell } from '../../../shared/ui/cardCell';
import { itemSize } from '../../quotations/itemSizeText';
import { ITEM_CONDITION_MESSAGES } from '../form/conditionMessages';
import { specificationTagMessage } from '../form/specificationTagMessages';
import { CargoLineRowActions } from './CargoLineRowActions';

interface CargoLineRowProps {
  item: CargoLine;
  onEdit?: (item: CargoLine) => void;
  onDelete?: (item: CargoLine) => void;
  withActions: boolean;
}

const right = { textAlign: 'right' } as const;

/** One cargo line: what it is, its size, pieces, total CBM and kg, and its declared value. */
export function CargoLineRow({ item, onEdit, onDelete, withActions }: CargoLineRowProps) {
  const t = useT();
  return (
    <Table.Tr data-testid="shipment-item-row">
      <Table.Td {...cardCell.title}>
        <div>
          <Text size="sm" fw={600} lineClamp={1} data-i18n-ignore>
            {item.name}
          </Text>
          <CargoLineBadges item={item} />
        </div>
      </Table.Td>
      <Table.Td {...cardCell.field(t('cargoLines.size'))}>
        <div>
          <ItemSize item={item} />
          <Text size="xs" c="dimmed">
            {item.input_mode === 'volume' ? t('cargoLines.volume') : t('cargoLines.dimensionsShort')} ·{' '}
            {t('cargoLines.cbmEach', { value: formatCbm(item.individual_cbm) })}
          </Text>
        </div>
      </Table.Td>
      <Table.Td style={right} {...cardCell.field(t('cargoLines.qty'))}>
        <Text size="sm" fw={500}>
          {item.quantity}
        </Text>
      </Table.Td>
      <Table.Td style={right} data-testid="item-cbm" {...cardCell.field(t('cargoLines.cbm'))}>
        <Text size="sm" fw={500}>
          {formatCbm(item.total_cbm)}
        </Text>
      </Table.Td>
      <Table.Td style={right} data-testid="item-weight" {...cardCell.field(t('cargoLines.weightKg'))}>
        <div>
          <Text size="sm" fw={500}>
            {formatKg(item.total_weight)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('cargoLines.weightEach', { value: formatKg(item.individual_weight) })}
          </Text>
        </div>
      </Table.Td>
      <Table.Td style={right} data-testid="item-value" {...cardCell.field(t('cargoLines.declaredValue'))}>
        <div>
          <Text size="sm">{money(item.declared_value_amount, item.declared_value_currency)}</Text>
          {item.declared_value_amount !== null && (
            <Text size="xs" c="dimmed">
              {t('cargoLines.each')}
            </Text>
          )}
        </div>
      </Table.Td>
      {withActions && (
        <Table.Td style={right} {...cardCell.aside}>
          <CargoLineRowActions item={item} onEdit={onEdit} onDelete={onDelete} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** A piece's size: its figures and unit symbol are data ('120 × 80 × 100 cm'); inches, a word, is a message. */
function ItemSize({ item }: { item: CargoLine }) {
  const t = useT();
  const { figures, unit } = itemSize(item);
  return (
    <Text size="sm">
      {unit === 'inches' ? (
        t('lists.sizeInInches', { size: figures })
      ) : (
        <span data-i18n-ignore>{`${figures} ${unit}`}</span>
      )}
    </Text>
  );
}

/** The line's condition, its product specifications and whether it is insured, as small badges. */
function CargoLineBadges({ item }: { item: CargoLine }) {
  const t = useT();
  return (
    <Group gap={4} mt={4} wrap="wrap">
      <Badge size="xs" variant="light" color={item.condition === 'New' ? 'teal' : 'gray'}>
        {t(ITEM_CONDITION_MESSAGES[item.condition])}
      </Badge>
      {(item.product_specifications ?? []).map((tag) => {
        const message = specificationTagMessage(tag);
        return (
          <Badge
            key={tag}
            size="xs"
            variant="outline"
            color="orange"
            data-i18n-ignore={!message || undefined}
          >
            {message ? t(message) : tag}
          </Badge>
        );
      })}
      {item.insurance_required && (
        <Badge size="xs" variant="light" color="indigo">
          {t('cargoLines.insured')}
        </Badge>
      )}
    </Group>
  );
}
