import type { ShipmentDetail } from '@freight/domain';
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import { parseQuotationId } from '../../shared/routing/parseQuotationId';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { usePermission } from '../auth/session/usePermission';
import { ShipmentInvoicesCard } from '../invoices/ShipmentInvoicesCard';
import { ShipmentProfitCard } from '../invoices/ShipmentProfitCard';
import { ShipmentSupplierBillsCard } from '../invoices/ShipmentSupplierBillsCard';
import { ShipmentActions } from './ShipmentActions';
import { ShipmentChargesCard } from './ShipmentChargesCard';
import { ShipmentDocumentsCard } from './ShipmentDocumentsCard';
import { ShipmentEventsCard } from './ShipmentEventsCard';
import { ShipmentLegsCard } from './ShipmentLegsCard';
import { ShipmentMilestonesCard } from './ShipmentMilestonesCard';
import { ShipmentPartiesCard } from './ShipmentPartiesCard';
import { ShipmentReferencesCard } from './ShipmentReferencesCard';
import { ShipmentStatusBadge } from './ShipmentStatusBadge';
import { ShipmentTrackingLink } from './ShipmentTrackingLink';
import { transportModeLabel } from './shipmentLabels';
import { useShipment } from './useShipment';

/** /shipments/:id — the shipment's parties and references, legs, milestones, carrier events and charges. */
export function ShipmentPage() {
  const t = useT();
  const id = parseQuotationId(useParams().id ?? '') ?? 0;
  const canView = usePermission('shipments', 'view');
  const canEdit = usePermission('shipments', 'edit');
  const shipment = useShipment(id);
  if (!canView) return <Alert color="red">{t('shipments.noPermission')}</Alert>;
  if (shipment.isError)
    return <Alert color="red">{apiErrorMessage(shipment.error, t('shipments.loadOneFailed'))}</Alert>;
  if (!shipment.data) return <CenteredLoader label={t('shipments.loadingOne')} />;
  const data = shipment.data;
  return (
    <Stack gap="md">
      <ShipmentHeader shipment={data} />
      <ShipmentTrackingLink shipment={data} />
      <ShipmentReferencesCard key={data.version} shipment={data} canEdit={canEdit} />
      <ShipmentPartiesCard key={`parties-${data.version}`} shipment={data} canEdit={canEdit} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ShipmentMilestonesCard shipment={data} canEdit={canEdit} />
        <Stack gap="md">
          <ShipmentLegsCard shipment={data} canEdit={canEdit} />
          <ShipmentEventsCard shipment={data} />
          <ShipmentDocumentsCard shipment={data} canEdit={canEdit} />
          <ShipmentChargesCard shipment={data} />
          <ShipmentInvoicesCard shipment={data} />
          <ShipmentSupplierBillsCard shipment={data} />
          <ShipmentProfitCard shipment={data} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function ShipmentHeader({ shipment }: { shipment: ShipmentDetail }) {
  const t = useT();
  const place = (code: string, city: string | undefined) => [code, city].filter(Boolean).join(' — ') || '—';
  return (
    <Paper withBorder shadow="sm" px="lg" py="md">
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {shipment.shipment_number}
        </Title>
        <ShipmentStatusBadge status={shipment.status} size="lg" />
        <Group ml="auto">
          <ShipmentActions shipment={shipment} />
        </Group>
      </Group>
      <Group gap="lg" mt={8}>
        <Text size="sm">{t('shipments.clientIs', { client: shipment.client_name || '—' })}</Text>
        <Text size="sm">
          {t('shipments.modeIs', { mode: transportModeLabel(t, shipment.transport_mode) })}
        </Text>
        <Text size="sm">
          {t('shipments.routeIs', {
            from: place(shipment.origin_code, shipment.origin_address?.city),
            to: place(shipment.destination_code, shipment.destination_address?.city),
          })}
        </Text>
        {shipment.incoterm && (
          <Text size="sm">
            {t('shipments.incotermIs', { incoterm: shipment.incoterm, place: shipment.incoterm_place })}
          </Text>
        )}
        {shipment.quotation_id !== null && (
          <Anchor component={Link} to={`/quotations/${shipment.quotation_id}`} size="sm">
            {t('shipments.quotationLink', { number: shipment.quotation_number })}
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}
