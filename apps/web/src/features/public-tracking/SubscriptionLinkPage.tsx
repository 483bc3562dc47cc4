import { publicShipmentSubscriptionsApi } from '@freight/domain';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';

const WORDING = {
  confirm: {
    title: 'Confirm e-mail updates',
    action: 'Confirm e-mail updates',
    done: (n: string) => `E-mail updates on shipment ${n} are on.`,
  },
  unsubscribe: {
    title: 'Stop e-mail updates',
    action: 'Stop e-mail updates',
    done: (n: string) => `E-mail updates on shipment ${n} are stopped.`,
  },
} as const;

/**
 * /t/:token/confirm/:link and /t/:token/unsubscribe/:link. The link acts on a click, not on opening: a mail
 * program that opens links to scan them must not use up a single-use confirmation or stop the updates.
 */
export function SubscriptionLinkPage(props: {
  kind: 'confirm' | 'unsubscribe';
  linkToken: string;
  trackingPath: string;
}) {
  const words = WORDING[props.kind];
  const act = useMutation({
    mutationFn: () =>
      callApi(publicShipmentSubscriptionsApi[props.kind], { body: { token: props.linkToken } }),
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {words.title}
        </Title>
        {act.isSuccess ? (
          <Alert color="green" role="status" title={words.done(act.data.shipment_number)}>
            {act.data.milestones.length > 0
              ? `${act.data.email}: ${act.data.milestones.join(', ')}`
              : props.kind === 'confirm'
                ? `${act.data.email}: every milestone`
                : act.data.email}
          </Alert>
        ) : (
          <>
            {act.isError && (
              <Alert color="orange" role="alert">
                {apiErrorMessage(act.error, 'The link could not be used. Please try again later.')}
              </Alert>
            )}
            <Text size="sm">
              Use the button to {props.kind === 'confirm' ? 'confirm' : 'stop'} the e-mails.
            </Text>
            <Button onClick={() => act.mutate()} loading={act.isPending} style={{ alignSelf: 'flex-start' }}>
              {words.action}
            </Button>
          </>
        )}
        <Text size="sm">
          <a href={props.trackingPath}>Back to the shipment</a>
        </Text>
      </Stack>
    </Paper>
  );
}
