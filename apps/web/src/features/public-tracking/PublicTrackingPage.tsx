import { Alert, Container, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { TrackingSummary } from './TrackingSummary';
import { usePublicShipment } from './usePublicShipment';

/** /t/:token — the customer's page of a shipment, signed out: where it is and what happened when. */
export function PublicTrackingPage() {
  const token = useParams().token ?? '';
  const shipment = usePublicShipment(token);
  useDocumentTitle(shipment.data ? `Shipment ${shipment.data.shipment_number}` : 'Shipment tracking');

  let body: React.ReactNode;
  if (shipment.isPending) {
    body = <CenteredLoader label="Loading the shipment..." />;
  } else if (shipment.isError) {
    body = (
      <Alert color="orange" icon={<IconInfoCircle size={20} />} title="This shipment cannot be shown">
        {apiErrorMessage(shipment.error, 'The shipment could not be loaded. Please try again later.')}
      </Alert>
    );
  } else {
    body = <TrackingSummary shipment={shipment.data} />;
  }
  return (
    // No shell: the page is its own main landmark, and names itself when no summary (with its h1) shows.
    <Container component="main" size="md" py="xl" px="md">
      {!shipment.isSuccess && (
        <VisuallyHidden>
          <Title order={1}>Shipment tracking</Title>
        </VisuallyHidden>
      )}
      {body}
    </Container>
  );
}
