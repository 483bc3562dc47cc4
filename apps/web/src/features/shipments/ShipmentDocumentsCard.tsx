import { SHIPMENT_DOCUMENTS, type ShipmentDetail, type ShipmentDocumentKind } from '@freight/domain';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { DetailCard } from '../../shared/ui/DetailCard';
import { SendBookingConfirmationDialog } from './SendBookingConfirmationDialog';
import { SHIPMENT_DOCUMENT_MESSAGES } from './shipmentLabels';
import { useFiledShipmentDocuments, useShipmentPdfDownload } from './useShipmentDocuments';

const KINDS = Object.keys(SHIPMENT_DOCUMENTS) as ShipmentDocumentKind[];

/**
 * The shipment's documents: the booking confirmation and the draft house bill, each made now and downloaded,
 * the booking confirmation e-mail (for those who may edit), and the copies filed so far.
 */
export function ShipmentDocumentsCard({ shipment, canEdit }: { shipment: ShipmentDetail; canEdit: boolean }) {
  const t = useT();
  const download = useShipmentPdfDownload(shipment);
  const [sending, setSending] = useState(false);
  return (
    <DetailCard title={t('shipments.documents')} icon={<IconFileText size={18} />} color="grape">
      <Stack gap="sm">
        <Group gap="xs">
          {KINDS.map((kind) => (
            <Button
              key={kind}
              variant="default"
              size="sm"
              leftSection={<IconDownload size={16} />}
              loading={download.isPending && download.variables === kind}
              onClick={() => download.mutate(kind)}
              data-testid={`shipment-document-${kind}`}
            >
              {t(SHIPMENT_DOCUMENT_MESSAGES[kind])}
            </Button>
          ))}
          {canEdit && (
            <Button size="sm" leftSection={<IconMail size={16} />} onClick={() => setSending(true)}>
              {t('shipments.sendBooking')}
            </Button>
          )}
        </Group>
        {download.isError && (
          <Alert color="red">{apiErrorMessage(download.error, t('shipments.documentFailed'))}</Alert>
        )}
        <FiledDocuments shipmentId={shipment.id} />
      </Stack>
      {sending && <SendBookingConfirmationDialog shipment={shipment} onClose={() => setSending(false)} />}
    </DetailCard>
  );
}

function FiledDocuments({ shipmentId }: { shipmentId: number }) {
  const t = useT();
  const filed = useFiledShipmentDocuments(shipmentId);
  const format = useDateFormat();
  if (filed.isError) {
    return <Alert color="red">{apiErrorMessage(filed.error, t('shipments.filedFailed'))}</Alert>;
  }
  if (!filed.data) return <Loader size="sm" aria-label={t('shipments.filedLoading')} />;
  if (filed.data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('shipments.filedEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('shipments.filed')}>
      {filed.data.data.map((doc) => (
        <li key={doc.id} data-testid={`shipment-filed-document-${doc.id}`}>
          <Group gap="xs" wrap="wrap">
            <Anchor href={`${doc.file_url}?download=1`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {doc.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('shipments.filedVersion', { version: doc.version_number })}
              {doc.updated_at ? ` · ${format.dateTime(doc.updated_at)}` : ''}
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
