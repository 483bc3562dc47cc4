import { Alert, Container, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { SubscribeForm } from './SubscribeForm';
import { SubscriptionLinkPage } from './SubscriptionLinkPage';
import { TrackingSummary } from './TrackingSummary';
import { usePublicShipment } from './usePublicShipment';

/** The link pages under a tracking link: /t/:token/confirm/:link and /t/:token/unsubscribe/:link. */
const LINK_PATH = /^(confirm|unsubscribe)\/([A-Za-z0-9_-]+)$/;

/**
 * /t/:token — the customer's page of a shipment, signed out: where it is and what happened when, and the
 * form for e-mail updates; under it the pages of the updates' confirm and unsubscribe links.
 */
export function PublicTrackingPage() {
  const params = useParams();
  const token = params.token ?? '';
  const link = LINK_PATH.exec(params['*'] ?? '');
  if (link) {
    return (
      <Container component="main" size="sm" py="xl" px="md">
        <SubscriptionLinkPage
          kind={link[1] as 'confirm' | 'unsubscribe'}
          linkToken={link[2]!}
          trackingPath={`/t/${token}`}
        />
      </Container>
    );
  }
  return <TrackingPage token={token} />;
}

function TrackingPage({ token }: { token: string }) {
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
    body = (
      <Stack gap="lg">
        <TrackingSummary shipment={shipment.data} />
        <SubscribeForm token={token} shipment={shipment.data} />
      </Stack>
    );
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
