import { auditValueText, type CurrencyCode, humanizeName, type Invoice } from '@freight/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { money } from '../../shared/format/money';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { DetailCard } from '../../shared/ui/DetailCard';
import { InlineQueryState } from '../../shared/ui/InlineQueryState';
import { useInvoiceHistory } from './invoiceQueries';

/** What an entry records that is shown as money, in the currency the entry names (else the document's). */
const MONEY: ReadonlySet<string> = new Set(['total', 'amount']);
/** Bookkeeping an entry keeps that says nothing to a reader. */
const HIDDEN: ReadonlySet<string> = new Set(['currency', 'payment_id', 'credit_note_id']);

type Entry = { details: Record<string, unknown> };

/** An entry's details as 'Label: value' lines, amounts as money. */
function auditDetailLines(entry: Entry, fallbackCurrency: string): string[] {
  const recorded = entry.details.currency;
  const currency = (typeof recorded === 'string' ? recorded : fallbackCurrency) as CurrencyCode;
  return Object.entries(entry.details)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== '' && value !== null && value !== undefined)
    .map(([key, value]) => {
      const text =
        MONEY.has(key) && typeof value === 'number'
          ? money(value, currency)
          : key === 'fields' && Array.isArray(value)
            ? value.map((field) => humanizeName(String(field))).join(', ')
            : auditValueText(value);
      return `${humanizeName(key)}: ${text}`;
    });
}

/** The document's audit: who drafted, changed, issued, sent it, recorded payments and credit notes, and when. */
export function InvoiceAuditCard({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const history = useInvoiceHistory(invoice.id);
  const format = useDateFormat();
  return (
    <DetailCard title={t('invoices.audit')} icon={<IconHistory size={18} />} color="gray">
      <InlineQueryState
        query={history}
        loading={t('invoices.auditLoading')}
        failed={t('invoices.auditFailed')}
      >
        {(data) =>
          data.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('invoices.auditEmpty')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.data.map((entry) => (
                <Paper key={entry.id} withBorder p="sm" radius="md" component="li" data-testid="audit-entry">
                  <Group justify="space-between" gap="xs" align="flex-start">
                    <Text size="sm" fw={600}>
                      {entry.action_label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {format.dateTime(entry.created_at)}
                    </Text>
                  </Group>
                  {auditDetailLines(entry, invoice.currency).map((line) => (
                    <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {line}
                    </Text>
                  ))}
                  <Text size="xs" c="dimmed">
                    {entry.user_name
                      ? t('invoices.auditBy', { name: entry.user_name })
                      : t('invoices.auditByDeletedUser')}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )
        }
      </InlineQueryState>
    </DetailCard>
  );
}
