import { type CurrencyCode, type Invoice, invoicesApi } from '@freight/domain';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { money } from '../../shared/format/money';
import { useT } from '../../shared/i18n/useT';
import { parseQuotationId } from '../../shared/routing/parseQuotationId';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { usePermission } from '../auth/session/usePermission';
import { InvoiceDraftEditor } from './editor/InvoiceDraftEditor';
import { InvoiceAuditCard } from './InvoiceAuditCard';
import { InvoiceDocumentButtons } from './InvoiceDocumentButtons';
import { InvoiceLinesCard } from './InvoiceLinesCard';
import { InvoicePaymentsCard } from './InvoicePaymentsCard';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { useInvoice, useInvoiceChange } from './invoiceQueries';

/** /invoices/:id — a draft with Issue and Delete; an issued document locked, with payments and credit notes. */
export function InvoicePage() {
  const t = useT();
  const id = parseQuotationId(useParams().id ?? '') ?? 0;
  const canView = usePermission('invoices', 'view');
  const canEdit = usePermission('invoices', 'edit');
  const invoice = useInvoice(id);
  const [unsaved, setUnsaved] = useState(false);
  if (!canView) return <Alert color="red">{t('invoices.noPermission')}</Alert>;
  if (invoice.isError)
    return <Alert color="red">{apiErrorMessage(invoice.error, t('invoices.loadOneFailed'))}</Alert>;
  if (!invoice.data) return <CenteredLoader label={t('invoices.loadingOne')} />;
  const data = invoice.data;
  return (
    <Stack gap="md">
      <InvoiceHeader invoice={data} unsaved={unsaved} />
      {/* A credit note's lines follow the invoice lines they take back: they are chosen, not typed. */}
      {data.status === 'Draft' && data.kind === 'invoice' && canEdit ? (
        <InvoiceDraftEditor key={data.id} invoice={data} onUnsavedChange={setUnsaved} />
      ) : (
        <InvoiceLinesCard invoice={data} />
      )}
      {data.kind === 'invoice' && data.status !== 'Draft' && <InvoicePaymentsCard invoice={data} />}
      <InvoiceAuditCard invoice={data} />
    </Stack>
  );
}

/** `unsaved`: the draft editor holds typing not saved yet; Issue waits for it, since it issues what is stored. */
function InvoiceHeader({ invoice, unsaved }: { invoice: Invoice; unsaved: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const canEdit = usePermission('invoices', 'edit');
  const canDelete = usePermission('invoices', 'delete');
  const currency = invoice.currency as CurrencyCode;
  const issue = useInvoiceChange(() => callApi(invoicesApi.issue, { params: { id: invoice.id } }));
  const remove = useInvoiceChange(() => callApi(invoicesApi.remove, { params: { id: invoice.id } }));
  const draft = invoice.status === 'Draft';
  const creditNote = invoice.kind === 'credit_note';
  const fail = (error: unknown, fallback: string) =>
    notifications.show({ color: 'red', message: apiErrorMessage(error, fallback) });
  return (
    <Paper withBorder shadow="sm" px="lg" py="md">
      <Group gap="sm" align="center" justify="space-between">
        <Group gap="sm">
          {!draft && <IconLock size={20} aria-label={t('invoices.lockedLabel')} />}
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {invoice.number ?? t(creditNote ? 'invoices.draftCreditNote' : 'invoices.draftInvoice')}
          </Title>
          <InvoiceStatusBadge status={invoice.status} size="lg" />
        </Group>
        <Group gap="xs">
          <InvoiceDocumentButtons invoice={invoice} canEdit={canEdit} />
          {draft && canDelete && (
            <Button
              variant="default"
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => navigate('/invoices'),
                  onError: (error) => fail(error, t('invoices.deleteDraftFailed')),
                })
              }
            >
              {t('invoices.deleteDraft')}
            </Button>
          )}
          {draft && canEdit && (
            <Button
              loading={issue.isPending}
              disabled={unsaved}
              title={unsaved ? t('invoices.saveDraftFirst') : undefined}
              onClick={() =>
                issue.mutate(undefined, {
                  onError: (error) =>
                    fail(error, t(creditNote ? 'creditNotes.issueFailed' : 'invoices.issueFailed')),
                })
              }
            >
              {t('invoices.issue')}
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="lg" mt={8}>
        <Text size="sm">{t('invoices.clientIs', { client: invoice.client_name || '—' })}</Text>
        {invoice.shipment_id !== null && (
          <Anchor component={Link} to={`/shipments/${invoice.shipment_id}`} size="sm">
            {t('invoices.shipmentLink', { number: invoice.shipment_number })}
          </Anchor>
        )}
        {invoice.invoice_id !== null && (
          <Anchor component={Link} to={`/invoices/${invoice.invoice_id}`} size="sm">
            {invoice.invoice_number
              ? t('creditNotes.credits', { number: invoice.invoice_number })
              : t('creditNotes.creditsInvoice')}
          </Anchor>
        )}
        <Text size="sm">{t('invoices.issuedOn', { day: invoice.issue_date ?? '—' })}</Text>
        {invoice.kind === 'invoice' && (
          <Text size="sm">{t('invoices.dueOn', { day: invoice.due_date })}</Text>
        )}
        {invoice.kind === 'invoice' && (
          <Text size="sm">{t('invoices.amountDue', { amount: money(invoice.amount_due, currency) })}</Text>
        )}
      </Group>
      {invoice.billing_address && (
        <Text size="sm" mt={8} style={{ whiteSpace: 'pre-line' }} data-i18n-ignore>
          {invoice.billing_address}
        </Text>
      )}
    </Paper>
  );
}
