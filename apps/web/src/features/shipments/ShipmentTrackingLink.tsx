import type { ShipmentDetail } from '@freight/domain';
import { Anchor, Button, CopyButton, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT';

/**
 * The customer's tracking link with a Copy button. Only GET /shipments/{id} answers the link; the answers of
 * edits do not, so the link last seen is kept while the page shows the edited shipment.
 */
export function ShipmentTrackingLink({ shipment }: { shipment: ShipmentDetail }) {
  const t = useT();
  const [url, setUrl] = useState(shipment.tracking_url);
  if (shipment.tracking_url && shipment.tracking_url !== url) setUrl(shipment.tracking_url);
  if (!url) return null;
  return (
    <Paper withBorder px="lg" py="sm">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {t('shipments.trackingLink')}{' '}
          <Anchor
            href={url}
            target="_blank"
            rel="noreferrer"
            data-testid="shipment-tracking-url"
            data-i18n-ignore
          >
            {url}
          </Anchor>
        </Text>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            // The link beside it wraps instead: squeezed, the button showed only part of its word on a phone.
            <Button
              size="compact-sm"
              variant="light"
              color={copied ? 'teal' : 'blue'}
              onClick={copy}
              style={{ flex: 'none' }}
            >
              {copied ? t('shipments.copied') : t('shipments.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}
