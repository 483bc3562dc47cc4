import { type CurrencyCode, type Invoice, invoicesApi, taxesPerRate } from '@freight/domain';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconList } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { money } from '../../shared/format/money';
import { useT } from '../../shared/i18n/useT';
import { DetailCard } from '../../shared/ui/DetailCard';
import { KEYBOARD_SCROLL } from '../../shared/ui/keyboardScroll';
import { usePermission } from '../auth/session/usePermission';
import { CreditNoteDialog } from './credit/CreditNoteDialog';
import { useInvoiceChange } from './invoiceQueries';

/**
 * The lines with their tax rate, the taxes per rate and the totals. On an issued invoice each line that has
 * something left to credit offers 'Credit line', 'Credit all' credits the rest in one credit note, and 'Choose
 * lines to credit' opens the dialog for chosen lines and amounts.
 */
export function InvoiceLinesCard({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const canCredit = usePermission('invoices', 'create');
  const currency = invoice.currency as CurrencyCode;
  const credit = useInvoiceChange((lineIds: number[] | undefined) =>
    callApi(invoicesApi.creditNote, {
      params: { id: invoice.id },
      body: lineIds ? { lines: lineIds.map((line_id) => ({ line_id })) } : {},
    }),
  );
  const creditable =
    canCredit && invoice.kind === 'invoice' && invoice.status !== 'Draft' && invoice.status !== 'Credited';
  const makeCredit = (lineIds?: number[]) =>
    credit.mutate(lineIds, {
      onSuccess: (note) => navigate(`/invoices/${note.id}`),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: apiErrorMessage(error, t('creditNotes.makeFailed')),
        }),
    });
  const notes = [...new Set(invoice.lines.map((line) => line.tax_note).filter(Boolean))];
  return (
    <DetailCard title={t('invoices.lines')} icon={<IconList size={18} />} color="blue">
      <Table.ScrollContainer minWidth={620} scrollAreaProps={KEYBOARD_SCROLL}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.description')}</Table.Th>
              <Table.Th ta="right">{t('invoices.quantity')}</Table.Th>
              <Table.Th ta="right">{t('invoices.unitPrice')}</Table.Th>
              <Table.Th>{t('invoices.taxRate')}</Table.Th>
              <Table.Th ta="right">{t('invoices.amount')}</Table.Th>
              {creditable && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td data-i18n-ignore>{line.description}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{money(line.unit_price, currency)}</Table.Td>
                {/* The tax rate's name is the company's own, from the Invoicing settings. */}
                <Table.Td data-i18n-ignore>
                  {line.tax_rate_name} ({line.tax_rate} %)
                </Table.Td>
                <Table.Td ta="right">{money(line.amount, currency)}</Table.Td>
                {creditable && (
                  <Table.Td>
                    {line.credited < line.amount && (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => makeCredit([line.id])}
                        aria-label={t('creditNotes.creditLineLabel', { line: line.description })}
                      >
                        {t('creditNotes.creditLine')}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <InvoiceTotals invoice={invoice} />
      {notes.map((note) => (
        <Text size="xs" c="dimmed" key={note}>
          {note}
        </Text>
      ))}
      {creditable && (
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={() => setChoosing(true)}>
            {t('creditNotes.chooseLines')}
          </Button>
          <Button variant="default" loading={credit.isPending} onClick={() => makeCredit()}>
            {t('creditNotes.creditAll')}
          </Button>
        </Group>
      )}
      {creditable && (
        <CreditNoteDialog invoice={invoice} opened={choosing} onClose={() => setChoosing(false)} />
      )}
    </DetailCard>
  );
}

/** The net total, the tax of each rate on its base, and the total. */
function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const currency = invoice.currency as CurrencyCode;
  return (
    <Stack gap={2} mt="sm" align="flex-end">
      <Text size="sm">{t('invoices.net', { amount: money(invoice.net_total, currency) })}</Text>
      {taxesPerRate(invoice.lines, currency).map((rate) => (
        <Text size="sm" key={`${rate.name}-${rate.rate}`}>
          {t('invoices.taxOnBase', {
            name: rate.name,
            rate: rate.rate,
            base: money(rate.base, currency),
            tax: money(rate.tax, currency),
          })}
        </Text>
      ))}
      <Text fw={700}>{t('invoices.totalIs', { amount: money(invoice.total, currency) })}</Text>
    </Stack>
  );
}
