import type { QuoteReadiness } from '@freight/domain';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle, IconBan } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { readinessText } from './readinessText';

/** The id of the list of what blocks sending: the disabled Send button is described by it. */
export const SEND_BLOCKERS_ID = 'send-quote-blockers';

/** One alert with its reasons as a list; nothing when there are none. */
function ReasonsAlert(props: {
  reasons: readonly string[];
  color: string;
  icon: ReactNode;
  title: string;
  id?: string;
  testId: string;
}) {
  if (props.reasons.length === 0) return null;
  return (
    <Alert color={props.color} icon={props.icon} title={props.title} id={props.id} data-testid={props.testId}>
      <List size="sm">
        {props.reasons.map((reason) => (
          <List.Item key={reason}>{readinessText(reason)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * What the quote still needs before it can be sent (sending waits for it), and what it lacks that the sender
 * may have left out on purpose (a port-to-port quote has no door addresses): a warning, sending goes ahead.
 */
export function SendQuoteReadiness({ readiness }: { readiness: QuoteReadiness }) {
  const t = useT();
  return (
    <>
      <ReasonsAlert
        reasons={readiness.missing}
        color="red"
        icon={<IconBan size={18} aria-hidden />}
        title={t('quoteSend.notReadyTitle')}
        id={SEND_BLOCKERS_ID}
        testId="send-blockers"
      />
      <ReasonsAlert
        reasons={readiness.warnings}
        color="yellow"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('quoteSend.checkTitle')}
        testId="send-warnings"
      />
    </>
  );
}
