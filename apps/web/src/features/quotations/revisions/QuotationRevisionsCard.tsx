import type { QuotationWithAddresses } from '@freight/domain';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconGitCompare, IconVersions } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { money } from '../../../shared/format/money';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { DetailCard } from '../../../shared/ui/DetailCard';
import { InlineQueryState } from '../../../shared/ui/InlineQueryState';
import { quoteNumberText } from '../quoteNumberText';
import { QuotationStatusBadge } from '../status/QuotationStatusBadge';
import { RevisionDiffModal } from './RevisionDiffModal';
import { useQuotationRevisions } from './useQuotationRevisions';

type Revision = NonNullable<ReturnType<typeof useQuotationRevisions>['data']>['data'][number];

/** The detail page's Revisions card: every revision of the quote, linked, and Compare for two of them. */
export function QuotationRevisionsCard({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  const revisions = useQuotationRevisions(quotation.id);
  return (
    <DetailCard title={t('revisions.title')} icon={<IconVersions size={18} />} color="indigo">
      <InlineQueryState query={revisions} loading={t('revisions.loading')} failed={t('revisions.loadFailed')}>
        {(data) => <RevisionList quotation={quotation} rows={data.data} />}
      </InlineQueryState>
    </DetailCard>
  );
}

function RevisionList({ quotation, rows }: { quotation: QuotationWithAddresses; rows: Revision[] }) {
  const t = useT();
  const [comparing, setComparing] = useState(false);
  return (
    <Stack gap="sm">
      {rows.length < 2 && (
        <Text size="sm" c="dimmed">
          {t('revisions.onlyOne')}
        </Text>
      )}
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <RevisionRow key={row.id} quotation={quotation} row={row} />
        ))}
      </Stack>
      {rows.length >= 2 && (
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconGitCompare size={14} />}
            onClick={() => setComparing(true)}
          >
            {t('revisions.compare')}
          </Button>
        </Group>
      )}
      {comparing && (
        <RevisionDiffModal quotation={quotation} revisions={rows} onClose={() => setComparing(false)} />
      )}
    </Stack>
  );
}

/** One revision: its number (linked unless it is this page), status, Superseded, total, date and author. */
function RevisionRow({ quotation, row }: { quotation: QuotationWithAddresses; row: Revision }) {
  const t = useT();
  const format = useDateFormat();
  const label = quoteNumberText({ quotation_number: quotation.quotation_number, revision: row.revision });
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap" data-testid="revision-row">
      <Group gap="xs" wrap="wrap">
        {row.id === quotation.id ? (
          <Text size="sm" fw={700}>
            {t('revisions.thisPage', { label })}
          </Text>
        ) : (
          <Anchor component={Link} to={`/quotations/${row.id}`} size="sm" fw={600}>
            {label}
          </Anchor>
        )}
        <QuotationStatusBadge status={row.status} size="sm" />
        {row.superseded && (
          <Badge color="gray" variant="outline" size="sm" tt="none">
            {t('revisions.superseded')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {money(row.total_cost, row.currency)} · {format.dateTime(row.created_at)}
        {row.made_by ? ` · ${row.made_by.name}` : ''}
      </Text>
    </Group>
  );
}
