import type { QuoteReadiness } from '@freight/domain';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle, IconBan } from '@tabler/icons-react';

/** The id of the list of what blocks sending: the disabled Send button is described by it. */
export const SEND_BLOCKERS_ID = 'send-quote-blockers';

/**
 * What the quote still needs before it can be sent (sending waits for it), and what it lacks that the sender
 * may have left out on purpose (a port-to-port quote has no door addresses): a warning, sending goes ahead.
 */
export function SendQuoteReadiness({ readiness }: { readiness: QuoteReadiness }) {
  return (
    <>
      {readiness.missing.length > 0 && (
        <Alert
          color="red"
          icon={<IconBan size={18} aria-hidden />}
          title="Not ready to send: this quote needs"
          id={SEND_BLOCKERS_ID}
          data-testid="send-blockers"
        >
          <List size="sm">
            {readiness.missing.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {readiness.warnings.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Check before sending"
          data-testid="send-warnings"
        >
          <List size="sm">
            {readiness.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
