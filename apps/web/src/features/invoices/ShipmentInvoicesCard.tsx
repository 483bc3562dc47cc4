import { type CurrencyCode, invoicesApi, type ShipmentDetail } from '@freight/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { money } from '../../shared/format/money';
import { useT } from '../../shared/i18n/useT';
import { DetailCard } from '../../shared/ui/DetailCard';
import { usePermission } from '../auth/session/usePermission';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { useInvoiceChange, useShipmentInvoices } from './invoiceQueries';

/** The shipment's invoices and credit notes, and 'Create invoice': one click drafts every uninvoiced charge. */
export function ShipmentInvoicesCard({ shipment }: { shipment: ShipmentDetail }) {
  const t = useT();
  const canView = usePermission('invoices', 'view');
  const canCreate = usePermission('invoices', 'create');
  const navigate = useNavigate();
  const documents = useShipmentInvoices(shipment.id, canView);
  const create = useInvoiceChange(() =>
    callApi(invoicesApi.createForShipment, { params: { id: shipment.id }, body: {} }),
  );
  if (!canView) return null;
  return (
    <DetailCard title={t('invoices.title')} icon={<IconFileInvoice size={18} />} color="indigo">
      {create.isError && (
        <Alert color="red">{apiErrorMessage(create.error, t('invoices.createFailed'))}</Alert>
      )}
      {documents.isError && (
        <Alert color="red">{apiErrorMessage(documents.error, t('invoices.loadShipmentFailed'))}</Alert>
      )}
      {documents.data && documents.data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('invoices.nothingInvoiced')}
        </Text>
      )}
      <Stack gap={4}>
        {documents.data?.data.map((doc) => (
          <Group key={doc.id} gap="sm">
            <Anchor component={Link} to={`/invoices/${doc.id}`} size="sm">
              {doc.number ??
                t(doc.kind === 'credit_note' ? 'invoices.draftCreditNote' : 'invoices.draftInvoice')}
            </Anchor>
            <InvoiceStatusBadge status={doc.status} />
            <Text size="sm">{money(doc.total, doc.currency as CurrencyCode)}</Text>
          </Group>
        ))}
      </Stack>
      {canCreate && (
        <Group justify="flex-end" mt="sm">
          <Button
            loading={create.isPending}
            onClick={() =>
              create.mutate(undefined, { onSuccess: (invoice) => navigate(`/invoices/${invoice.id}`) })
            }
          >
            {t('invoices.create')}
          </Button>
        </Group>
      )}
    </DetailCard>
  );
}
