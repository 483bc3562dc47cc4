import { interactionTypeShort } from '@freight/domain';
import { Stack, Text } from '@mantine/core';
import type { ListColumn } from '../../shared/list/listTypes';
import type { DateFormatter } from '../../shared/preferences/useDateFormat';
import { ChannelLabel } from './ChannelLabel';
import { InteractionStatusBadge } from './InteractionStatusBadge';
import type { InteractionRow } from './useInteractions';

/** The Support table: Date, Contact, Subject, Channel, Type, Category and Status. */
export function interactionColumns(format: DateFormatter): ListColumn<InteractionRow>[] {
  return [
    {
      header: 'Date',
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: (row) => <Text size="sm">{format.date(row.date)}</Text>,
    },
    {
      header: 'Contact',
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.contact_name || 'Unknown'}
          </Text>
          {row.contact_company && (
            <Text size="xs" c="dimmed">
              {row.contact_company}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: 'Subject',
      card: 'title',
      cellProps: { maw: 320 },
      cell: (row) => (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {row.subject}
        </Text>
      ),
    },
    { header: 'Channel', cell: (row) => <ChannelLabel channel={row.channel} /> },
    {
      header: 'Type',
      cell: (row) => (
        <Text size="sm" title={row.interaction_type}>
          {interactionTypeShort(row.interaction_type)}
        </Text>
      ),
    },
    { header: 'Category', cell: (row) => <Text size="sm">{row.category}</Text> },
    { header: 'Status', cell: (row) => <InteractionStatusBadge status={row.status} /> },
  ];
}
