import type { CargoLine } from '@freight/domain';
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCbm } from '../../shared/format/formatCbm';
import { formatKg } from '../../shared/format/formatKg';
import { money } from '../../shared/format/money';
import { cardCell } from '../../shared/ui/cardCell';
import { itemSizeText } from '../quotations/itemSizeText';

interface CargoLineRowProps {
  item: CargoLine;
  onEdit?: (item: CargoLine) => void;
  onDelete?: (item: CargoLine) => void;
  withActions: boolean;
}

const right = { textAlign: 'right' } as const;

/** One cargo line: what it is, its size, pieces, total CBM and kg, and its declared value. */
export function CargoLineRow({ item, onEdit, onDelete, withActions }: CargoLineRowProps) {
  const tags = item.product_specifications ?? [];
  return (
    <Table.Tr data-testid="shipment-item-row">
      <Table.Td {...cardCell.title}>
        <div>
          <Text size="sm" fw={600} lineClamp={1}>
            {item.name}
          </Text>
          <Group gap={4} mt={4} wrap="wrap">
            <Badge size="xs" variant="light" color={item.condition === 'New' ? 'teal' : 'gray'}>
              {item.condition}
            </Badge>
            {tags.map((tag) => (
              <Badge key={tag} size="xs" variant="outline" color="orange">
                {tag}
              </Badge>
            ))}
            {item.insurance_required && (
              <Badge size="xs" variant="light" color="indigo">
                Insured
              </Badge>
            )}
          </Group>
        </div>
      </Table.Td>
      <Table.Td {...cardCell.field('Size')}>
        <div>
          <Text size="sm">{itemSizeText(item)}</Text>
          <Text size="xs" c="dimmed">
            {item.input_mode === 'volume' ? 'Volume' : 'L × W × H'} · {formatCbm(item.individual_cbm)} m³ each
          </Text>
        </div>
      </Table.Td>
      <Table.Td style={right} {...cardCell.field('Qty')}>
        <Text size="sm" fw={500}>
          {item.quantity}
        </Text>
      </Table.Td>
      <Table.Td style={right} data-testid="item-cbm" {...cardCell.field('CBM')}>
        <Text size="sm" fw={500}>
          {formatCbm(item.total_cbm)}
        </Text>
      </Table.Td>
      <Table.Td style={right} data-testid="item-weight" {...cardCell.field('Weight (kg)')}>
        <div>
          <Text size="sm" fw={500}>
            {formatKg(item.total_weight)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatKg(item.individual_weight)} each
          </Text>
        </div>
      </Table.Td>
      <Table.Td style={right} data-testid="item-value" {...cardCell.field('Declared value')}>
        <div>
          <Text size="sm">{money(item.declared_value_amount, item.declared_value_currency)}</Text>
          {item.declared_value_amount !== null && (
            <Text size="xs" c="dimmed">
              each
            </Text>
          )}
        </div>
      </Table.Td>
      {withActions && (
        <Table.Td style={right} {...cardCell.aside}>
          <Group gap={2} justify="flex-end" wrap="nowrap">
            {onEdit && (
              <Tooltip label="Edit" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Edit ${item.name}`}
                  onClick={() => onEdit(item)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {onEdit && (
              <Tooltip label="Open full form" withArrow>
                <ActionIcon
                  component={Link}
                  to={`/box-items/${item.id}/edit?quotationId=${item.quotation_id}`}
                  variant="subtle"
                  color="gray"
                  aria-label={`Open ${item.name} in the full form`}
                >
                  <IconExternalLink size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {onDelete && (
              <Tooltip label="Delete" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${item.name}`}
                  onClick={() => onDelete(item)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
