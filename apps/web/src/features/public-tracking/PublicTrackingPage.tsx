import { Alert, Container, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useT } from '../../shared/i18n/useT';
import { useVisitorLanguage, VisitorLanguageMenu } from '../../shared/i18n/VisitorLanguage';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { SubscribeForm } from './SubscribeForm';
import { SubscriptionLinkPage } from './SubscriptionLinkPage';
import { TrackingSummary } from './TrackingSummary';
import { trackingErrorMessage } from './trackingErrorMessage';
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
        <LanguageMenu />
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

/**
 * The page's language menu: the page speaks the visitor's choice for the visit, else the language the tracking
 * answer names for the customer (`language`), else the browser's.
 */
function LanguageMenu({ language }: { language?: string }) {
  const t = useT();
  const visitor = useVisitorLanguage(language);
  return (
    <Group justify="flex-end" mb="sm">
      <VisitorLanguageMenu label={t('publicTracking.language')} onChange={visitor.choose} />
    </Group>
  );
}

function TrackingPage({ token }: { token: string }) {
  const t = useT();
  const shipment = usePublicShipment(token);
  useDocumentTitle(
    shipment.data
      ? t('publicTracking.titleNumbered', { number: shipment.data.shipment_number })
      : t('publicTracking.title'),
  );

  let body: React.ReactNode;
  if (shipment.isPending) {
    body = <CenteredLoader label={t('publicTracking.loading')} />;
  } else if (shipment.isError) {
    body = (
      <Alert color="orange" icon={<IconInfoCircle size={20} />} title={t('publicTracking.cannotShow')}>
        {trackingErrorMessage(shipment.error, t('publicTracking.loadFailed'))}
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
      <LanguageMenu language={shipment.data?.language} />
      {!shipment.isSuccess && (
        <VisuallyHidden>
          <Title order={1}>{t('publicTracking.title')}</Title>
        </VisuallyHidden>
      )}
      {body}
    </Container>
  );
}
