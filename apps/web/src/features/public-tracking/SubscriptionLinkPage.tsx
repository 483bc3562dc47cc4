import { publicShipmentSubscriptionsApi } from '@freight/domain';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { i18n, type MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import { trackingErrorMessage } from './trackingErrorMessage';
import { trackingMilestoneLabel } from './trackingLinkMessages';

const WORDING: Record<'confirm' | 'unsubscribe', { title: MessageId; done: MessageId; hint: MessageId }> = {
  confirm: {
    title: 'publicTracking.confirmUpdates',
    done: 'publicTracking.updatesOn',
    hint: 'publicTracking.useButtonConfirm',
  },
  unsubscribe: {
    title: 'publicTracking.stopUpdates',
    done: 'publicTracking.updatesStopped',
    hint: 'publicTracking.useButtonStop',
  },
};

/** The milestones an answer names (English, as the API keeps them) as a list in the page's language. */
const milestoneList = (labels: string[]) =>
  new Intl.ListFormat(i18n.locale || 'en', { type: 'conjunction' }).format(
    labels.map(trackingMilestoneLabel),
  );

/**
 * /t/:token/confirm/:link and /t/:token/unsubscribe/:link. The link acts on a click, not on opening: a mail
 * program that opens links to scan them must not use up a single-use confirmation or stop the updates.
 */
export function SubscriptionLinkPage(props: {
  kind: 'confirm' | 'unsubscribe';
  linkToken: string;
  trackingPath: string;
}) {
  const t = useT();
  const words = WORDING[props.kind];
  const act = useMutation({
    mutationFn: () =>
      callApi(publicShipmentSubscriptionsApi[props.kind], { body: { token: props.linkToken } }),
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t(words.title)}
        </Title>
        {act.isSuccess ? (
          <Alert color="green" role="status" title={t(words.done, { number: act.data.shipment_number })}>
            {act.data.milestones.length > 0
              ? t('publicTracking.chosenMilestones', {
                  email: act.data.email,
                  milestones: milestoneList(act.data.milestones),
                })
              : props.kind === 'confirm'
                ? t('publicTracking.everyMilestone', { email: act.data.email })
                : act.data.email}
          </Alert>
        ) : (
          <>
            {act.isError && (
              <Alert color="orange" role="alert">
                {trackingErrorMessage(act.error, t('publicTracking.linkFailed'))}
              </Alert>
            )}
            <Text size="sm">{t(words.hint)}</Text>
            <Button onClick={() => act.mutate()} loading={act.isPending} style={{ alignSelf: 'flex-start' }}>
              {t(words.title)}
            </Button>
          </>
        )}
        <Text size="sm">
          <a href={props.trackingPath}>{t('publicTracking.back')}</a>
        </Text>
      </Stack>
    </Paper>
  );
}
