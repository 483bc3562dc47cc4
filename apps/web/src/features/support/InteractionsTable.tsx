import { interactionTypeShort } from '@freight/domain';
import { Stack, Table, Text } from '@mantine/core';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { cardCell } from '../../shared/ui/cardCell';
import { ResponsiveTable } from '../../shared/ui/ResponsiveTable';
import { RowEditDeleteActions } from '../../shared/ui/RowEditDeleteActions';
import { ChannelLabel } from './ChannelLabel';
import { InteractionStatusBadge } from './InteractionStatusBadge';
import type { InteractionRow } from './useInteractions';

interface InteractionsTableProps {
  interactions: InteractionRow[];
  /** Leave out to hide Edit (the user lacks support:edit). */
  onEdit?: (interaction: InteractionRow) => void;
  /** Leave out to hide Delete (the user lacks support:delete). */
  onDelete?: (interaction: InteractionRow) => void;
  /** True while the next page loads: the current rows stay, dimmed. */
  stale?: boolean;
}

/** The Support table: Date, Contact, Subject, Channel, Type, Category, Status and the row's actions. */
export function InteractionsTable({ interactions, onEdit, onDelete, stale }: InteractionsTableProps) {
  const format = useDateFormat();
  const withActions = onEdit !== undefined || onDelete !== undefined;
  return (
    <ResponsiveTable
      minWidth={960}
      verticalSpacing="sm"
      horizontalSpacing="md"
      highlightOnHover
      style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={stale}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Contact</Table.Th>
          <Table.Th>Subject</Table.Th>
          <Table.Th>Channel</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Category</Table.Th>
          <Table.Th>Status</Table.Th>
          {withActions && <Table.Th style={{ textAlign: 'right' }}>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {interactions.map((interaction) => (
          <Table.Tr key={interaction.id}>
            <Table.Td {...cardCell.field('Date')} style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm">{format.date(interaction.date)}</Text>
            </Table.Td>
            <Table.Td {...cardCell.field('Contact')}>
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {interaction.contact_name || 'Unknown'}
                </Text>
                {interaction.contact_company && (
                  <Text size="xs" c="dimmed">
                    {interaction.contact_company}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td {...cardCell.title} maw={320}>
              <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {interaction.subject}
              </Text>
            </Table.Td>
            <Table.Td {...cardCell.field('Channel')}>
              <ChannelLabel channel={interaction.channel} />
            </Table.Td>
            <Table.Td {...cardCell.field('Type')}>
              <Text size="sm" title={interaction.interaction_type}>
                {interactionTypeShort(interaction.interaction_type)}
              </Text>
            </Table.Td>
            <Table.Td {...cardCell.field('Category')}>
              <Text size="sm">{interaction.category}</Text>
            </Table.Td>
            <Table.Td {...cardCell.field('Status')}>
              <InteractionStatusBadge status={interaction.status} />
            </Table.Td>
            {withActions && (
              <Table.Td {...cardCell.aside}>
                <RowEditDeleteActions
                  label={interaction.subject}
                  onEdit={onEdit && (() => onEdit(interaction))}
                  onDelete={onDelete && (() => onDelete(interaction))}
                />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
