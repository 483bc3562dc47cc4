import { type CurrencyCode, type Invoice, invoicesApi, PAYMENT_METHODS, todayIso } from '@freight/domain';
import { Alert, Button, Group, Modal, NumberInput, Select, Table, Text, TextInput } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { money } from '../../shared/format/money';
import { useT } from '../../shared/i18n/useT';
import { DetailCard } from '../../shared/ui/DetailCard';
import { KEYBOARD_SCROLL } from '../../shared/ui/keyboardScroll';
import { usePermission } from '../auth/session/usePermission';
import { PAYMENT_METHOD_MESSAGES, paymentMethodLabel } from './invoiceLabels';
import { useInvoiceChange } from './invoiceQueries';

/** Payments received (reversals kept beside them), Record payment and Reverse, and the credit notes. */
export function InvoicePaymentsCard({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const canEdit = usePermission('invoices', 'edit');
  const [recording, setRecording] = useState(false);
  const currency = invoice.currency as CurrencyCode;
  const reverse = useInvoiceChange((paymentId: number) =>
    callApi(invoicesApi.reversePayment, { params: { id: invoice.id, payment_id: paymentId } }),
  );
  return (
    <DetailCard title={t('payments.title')} icon={<IconCash size={18} />} color="teal">
      {reverse.isError && (
        <Alert color="red">{apiErrorMessage(reverse.error, t('payments.reverseFailed'))}</Alert>
      )}
      {invoice.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payments.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520} scrollAreaProps={KEYBOARD_SCROLL}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.date')}</Table.Th>
                <Table.Th>{t('payments.method')}</Table.Th>
                <Table.Th>{t('payments.reference')}</Table.Th>
                <Table.Th ta="right">{t('payments.amount')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{payment.date}</Table.Td>
                  <Table.Td>
                    {payment.reverses_payment_id
                      ? t('payments.reversal')
                      : paymentMethodLabel(t, payment.method)}
                  </Table.Td>
                  <Table.Td>{payment.reference || '—'}</Table.Td>
                  <Table.Td ta="right">{money(payment.amount, currency)}</Table.Td>
                  <Table.Td>
                    {canEdit && !payment.reversed && payment.reverses_payment_id === null ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={reverse.isPending}
                        onClick={() => reverse.mutate(payment.id)}
                      >
                        {t('payments.reverse')}
                      </Button>
                    ) : (
                      payment.reversed && <Text size="xs">{t('payments.reversed')}</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {invoice.credit_notes.length > 0 && (
        <Text size="sm" mt="sm">
          {t('creditNotes.list', {
            notes: invoice.credit_notes
              .map((note) =>
                t('creditNotes.listItem', {
                  number: note.number ?? t('invoices.statusDraft'),
                  total: money(note.total, currency),
                }),
              )
              .join(', '),
          })}
        </Text>
      )}
      {canEdit && invoice.amount_due > 0 && (
        <Group justify="flex-end" mt="sm">
          <Button onClick={() => setRecording(true)}>{t('payments.record')}</Button>
        </Group>
      )}
      <Modal opened={recording} onClose={() => setRecording(false)} title={t('payments.record')}>
        {recording && <PaymentForm invoice={invoice} onClose={() => setRecording(false)} />}
      </Modal>
    </DetailCard>
  );
}

function PaymentForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useT();
  const [amount, setAmount] = useState<number | string>(invoice.amount_due);
  const [date, setDate] = useState(todayIso());
  const [method, setMethod] = useState<string>(PAYMENT_METHODS[0]);
  const [reference, setReference] = useState('');
  const save = useInvoiceChange(() =>
    callApi(invoicesApi.addPayment, {
      params: { id: invoice.id },
      body: { amount: Number(amount), date, method: method as (typeof PAYMENT_METHODS)[number], reference },
    }),
  );
  const fields = (save.error as { fields?: Record<string, string> } | null)?.fields ?? {};
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(undefined, { onSuccess: onClose });
  }
  return (
    <form onSubmit={submit} noValidate>
      {save.isError && (
        <Alert color="red" mb="sm">
          {apiErrorMessage(save.error, t('payments.recordFailed'))}
        </Alert>
      )}
      <NumberInput
        label={t('payments.amountIn', { currency: invoice.currency })}
        value={amount}
        onChange={setAmount}
        error={fields.amount}
        min={0}
      />
      <TextInput
        label={t('payments.paymentDate')}
        type="date"
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        error={fields.date}
      />
      <Select
        label={t('payments.method')}
        data={PAYMENT_METHODS.map((value) => ({ value, label: t(PAYMENT_METHOD_MESSAGES[value]) }))}
        value={method}
        onChange={(v) => setMethod(v ?? PAYMENT_METHODS[0])}
        allowDeselect={false}
      />
      <TextInput
        label={t('payments.reference')}
        value={reference}
        onChange={(e) => setReference(e.currentTarget.value)}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('invoices.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('payments.save')}
        </Button>
      </Group>
    </form>
  );
}
