import { type QuotationWithAddresses, quoteNumberLabel } from '@freight/domain';
import { Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconGitCompare, IconVersions } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { money } from '../../../shared/format/money';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { DetailCard } from '../../../shared/ui/DetailCard';
import { QuotationStatusBadge } from '../status/QuotationStatusBadge';
import { RevisionDiffModal } from './RevisionDiffModal';
import { useQuotationRevisions } from './useQuotationRevisions';

/** The detail page's Revisions card: every revision of the quote, linked, and Compare for two of them. */
export function QuotationRevisionsCard({ quotation }: { quotation: QuotationWithAddresses }) {
  const revisions = useQuotationRevisions(quotation.id);
  const format = useDateFormat();
  const [comparing, setComparing] = useState(false);

  function body() {
    if (revisions.isPending) {
      return (
        <Group gap="xs" c="dimmed">
          <Loader size="xs" />
          <Text size="sm">Loading revisions...</Text>
        </Group>
      );
    }
    if (revisions.isError) {
      return (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="red.7">
            {apiErrorMessage(revisions.error, 'Failed to load the revisions')}
          </Text>
          <Button size="xs" variant="light" onClick={() => revisions.refetch()}>
            Try Again
          </Button>
        </Stack>
      );
    }
    const rows = revisions.data.data;
    return (
      <Stack gap="sm">
        {rows.length < 2 && (
          <Text size="sm" c="dimmed">
            This is the only revision. Once the quote is sent, Revise makes the next one.
          </Text>
        )}
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => {
            const label = quoteNumberLabel({
              quotation_number: quotation.quotation_number,
              revision: row.revision,
            });
            const current = row.id === quotation.id;
            return (
              <Group
                key={row.id}
                component="li"
                justify="space-between"
                gap="xs"
                wrap="wrap"
                data-testid="revision-row"
              >
                <Group gap="xs" wrap="wrap">
                  {current ? (
                    <Text size="sm" fw={700}>
                      {label} (this page)
                    </Text>
                  ) : (
                    <Anchor component={Link} to={`/quotations/${row.id}`} size="sm" fw={600}>
                      {label}
                    </Anchor>
                  )}
                  <QuotationStatusBadge status={row.status} size="sm" />
                  {row.superseded && (
                    <Badge color="gray" variant="outline" size="sm" tt="none">
                      Superseded
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {money(row.total_cost, row.currency)} · {format.dateTime(row.created_at)}
                  {row.made_by ? ` · ${row.made_by.name}` : ''}
                </Text>
              </Group>
            );
          })}
        </Stack>
        {rows.length >= 2 && (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconGitCompare size={14} />}
              onClick={() => setComparing(true)}
            >
              Compare
            </Button>
          </Group>
        )}
        {comparing && (
          <RevisionDiffModal quotation={quotation} revisions={rows} onClose={() => setComparing(false)} />
        )}
      </Stack>
    );
  }

  return (
    <DetailCard title="Revisions" icon={<IconVersions size={18} />} color="indigo">
      {body()}
    </DetailCard>
  );
}
