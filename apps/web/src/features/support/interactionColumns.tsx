import { Stack, Text } from '@mantine/core';
import type { Translate } from '../../shared/i18n/useT';
import type { ListColumn } from '../../shared/list/listTypes';
import type { DateFormatter } from '../../shared/preferences/useDateFormat';
import { ChannelLabel } from './ChannelLabel';
import { InteractionStatusBadge } from './InteractionStatusBadge';
import {
  INTERACTION_CATEGORY_MESSAGES,
  INTERACTION_TYPE_FULL_MESSAGES,
  INTERACTION_TYPE_SHORT_MESSAGES,
} from './interactionMessages';
import type { InteractionRow } from './useInteractions';

/** The Support table: Date, Contact, Subject, Channel, Type, Category and Status. */
export function interactionColumns(format: DateFormatter, t: Translate): ListColumn<InteractionRow>[] {
  return [
    {
      header: t('interactions.fieldDate'),
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: (row) => <Text size="sm">{format.date(row.date)}</Text>,
    },
    {
      header: t('interactions.fieldContact'),
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} data-i18n-ignore={row.contact_name ? true : undefined}>
            {row.contact_name || t('interactions.unknownContact')}
          </Text>
          {row.contact_company && (
            <Text size="xs" c="dimmed" data-i18n-ignore>
              {row.contact_company}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: t('interactions.fieldSubject'),
      card: 'title',
      data: true,
      cellProps: { maw: 320 },
      cell: (row) => (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {row.subject}
        </Text>
      ),
    },
    { header: t('interactions.fieldChannel'), cell: (row) => <ChannelLabel channel={row.channel} /> },
    {
      header: t('interactions.fieldType'),
      cell: (row) => (
        <Text size="sm" title={t(INTERACTION_TYPE_FULL_MESSAGES[row.interaction_type])}>
          {t(INTERACTION_TYPE_SHORT_MESSAGES[row.interaction_type])}
        </Text>
      ),
    },
    {
      header: t('interactions.fieldCategory'),
      cell: (row) => <Text size="sm">{t(INTERACTION_CATEGORY_MESSAGES[row.category])}</Text>,
    },
    { header: t('interactions.fieldStatus'), cell: (row) => <InteractionStatusBadge status={row.status} /> },
  ];
}
