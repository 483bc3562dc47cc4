import { SHIPMENT_DOCUMENTS, type ShipmentDetail, type ShipmentDocumentKind } from '@freight/domain';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { DetailCard } from '../../shared/ui/DetailCard';
import { SendBookingConfirmationDialog } from './SendBookingConfirmationDialog';
import { useFiledShipmentDocuments, useShipmentPdfDownload } from './useShipmentDocuments';

const KINDS = Object.keys(SHIPMENT_DOCUMENTS) as ShipmentDocumentKind[];

/**
 * The shipment's documents: the booking confirmation and the draft house bill, each made now and downloaded,
 * the booking confirmation e-mail (for those who may edit), and the copies filed so far.
 */
export function ShipmentDocumentsCard({ shipment, canEdit }: { shipment: ShipmentDetail; canEdit: boolean }) {
  const download = useShipmentPdfDownload(shipment);
  const [sending, setSending] = useState(false);
  return (
    <DetailCard title="Documents" icon={<IconFileText size={18} />} color="grape">
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
              {SHIPMENT_DOCUMENTS[kind]}
            </Button>
          ))}
          {canEdit && (
            <Button size="sm" leftSection={<IconMail size={16} />} onClick={() => setSending(true)}>
              Send booking confirmation
            </Button>
          )}
        </Group>
        {download.isError && (
          <Alert color="red">{apiErrorMessage(download.error, 'The document could not be made')}</Alert>
        )}
        <FiledDocuments shipmentId={shipment.id} />
      </Stack>
      {sending && <SendBookingConfirmationDialog shipment={shipment} onClose={() => setSending(false)} />}
    </DetailCard>
  );
}

function FiledDocuments({ shipmentId }: { shipmentId: number }) {
  const filed = useFiledShipmentDocuments(shipmentId);
  const format = useDateFormat();
  if (filed.isError) {
    return <Alert color="red">{apiErrorMessage(filed.error, 'Failed to load the filed documents')}</Alert>;
  }
  if (!filed.data) return <Loader size="sm" aria-label="Loading documents" />;
  if (filed.data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No documents filed yet.
      </Text>
    );
  }
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Filed documents">
      {filed.data.data.map((doc) => (
        <li key={doc.id} data-testid={`shipment-filed-document-${doc.id}`}>
          <Group gap="xs" wrap="wrap">
            <Anchor href={`${doc.file_url}?download=1`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {doc.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              Version {doc.version_number}
              {doc.updated_at ? ` · ${format.dateTime(doc.updated_at)}` : ''}
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
