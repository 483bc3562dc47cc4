import {
  type PublicShipment,
  publicShipmentSubscriptionsApi,
  shipmentSubscribeSchema,
} from '@freight/domain';
import { Alert, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { textField } from '../../shared/forms/textField';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { useT } from '../../shared/i18n/useT';
import { trackingErrorMessage } from './trackingErrorMessage';
import { trackingMilestoneLabel, translateTrackingMessage } from './trackingLinkMessages';

interface SubscribeValues {
  email: string;
  milestones: string[];
}

/**
 * 'Get e-mail updates': an address and the milestones to hear of (all to start with). The answer is the same
 * whatever the address, and says to look for the confirmation e-mail.
 */
export function SubscribeForm({ token, shipment }: { token: string; shipment: PublicShipment }) {
  const t = useT();
  const all = shipment.milestones.map((m) => m.key);
  const form = useRecordForm<SubscribeValues>({ initial: { email: '', milestones: all } });
  const subscribe = useMutation({
    mutationFn: (body: { email: string; milestones?: string[] }) =>
      callApi(publicShipmentSubscriptionsApi.subscribe, { params: { token }, body }),
  });
  const submit = () => {
    const { email, milestones } = form.values;
    // All of them is sent as none chosen: every milestone, as the server reads it.
    const chosen = milestones.length === all.length ? {} : { milestones };
    const body = form.validate(shipmentSubscribeSchema, { email, ...chosen });
    if (!body) return;
    if (milestones.length === 0) {
      form.setErrors({ milestones: t('publicTracking.chooseMilestone') });
      return;
    }
    subscribe.mutate(body, {
      onError: (error) => {
        if (ApiError.is(error)) form.setErrors(error.fields);
      },
    });
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="tracking-updates">
      <Title order={2} size="h4" id="tracking-updates" mb="xs">
        {t('publicTracking.getUpdates')}
      </Title>
      {subscribe.isSuccess ? (
        <Alert color="green" role="status">
          {translateTrackingMessage(subscribe.data.message)}
        </Alert>
      ) : (
        <form ref={form.formRef} onSubmit={(event) => event.preventDefault()} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('publicTracking.updatesIntro')}</Text>
            <TextInput
              label={t('publicTracking.email')}
              type="email"
              autoComplete="email"
              {...textField(form, 'email')}
              error={form.errors.email && translateTrackingMessage(form.errors.email)}
            />
            <Checkbox.Group
              label={t('publicTracking.milestones')}
              value={form.values.milestones}
              onChange={(milestones) => form.setField('milestones', milestones)}
              error={form.errors.milestones && translateTrackingMessage(form.errors.milestones)}
            >
              <Stack gap={6} mt={6}>
                {shipment.milestones.map((m) => (
                  <Checkbox key={m.key} value={m.key} label={trackingMilestoneLabel(m.label)} />
                ))}
              </Stack>
            </Checkbox.Group>
            {subscribe.isError && !ApiError.is(subscribe.error, 400) && (
              <Alert color="red">
                {trackingErrorMessage(subscribe.error, t('publicTracking.requestFailed'))}
              </Alert>
            )}
            <Button onClick={submit} loading={subscribe.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('publicTracking.getUpdates')}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
