import { auditValueText, type CurrencyCode, humanizeName, type Invoice } from '@freight/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { money } from '../../shared/format/money';
import type { MessageId } from '../../shared/i18n/i18n';
import { type Translate, useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { DetailCard } from '../../shared/ui/DetailCard';
import { InlineQueryState } from '../../shared/ui/InlineQueryState';
import { AUDIT_ACTION_MESSAGES } from '../settings/audit/auditActionMessages';
import { auditDetailKey } from '../settings/audit/auditDetailKeys';
import { useInvoiceHistory } from './invoiceQueries';

/** What an entry records that is shown as money, in the currency the entry names (else the document's). */
const MONEY: ReadonlySet<string> = new Set(['total', 'amount']);
/** Bookkeeping an entry keeps that says nothing to a reader. */
const HIDDEN: ReadonlySet<string> = new Set(['currency', 'payment_id', 'credit_note_id']);

type Entry = { action: string; action_label: string; details: Record<string, unknown> };

/** An entry's action in the reader's language by its code; one this version does not know, as the server names it. */
function auditActionText(t: Translate, entry: Entry): string {
  const id = (AUDIT_ACTION_MESSAGES as Readonly<Record<string, MessageId | undefined>>)[entry.action];
  return id ? t(id) : entry.action_label;
}

/** An entry's details as 'Label: value' lines in the reader's language, amounts as money. */
function auditDetailLines(t: Translate, entry: Entry, fallbackCurrency: string): string[] {
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
      return t('audit.fieldValue', { field: auditDetailKey(t, key), value: text });
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
                      {auditActionText(t, entry)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {format.dateTime(entry.created_at)}
                    </Text>
                  </Group>
                  {auditDetailLines(t, entry, invoice.currency).map((line) => (
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
