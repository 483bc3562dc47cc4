import { type RateCard, rateCardCreateSchema, rateCardsApi } from '@freight/domain';
import { Alert, Button, Divider, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { ContainerRatesEditor } from './ContainerRatesEditor';
import { fieldErrorsByPath } from './fieldErrorsByPath';
import { RateBreaksEditor } from './RateBreaksEditor';
import { RateCardMainFields } from './RateCardMainFields';
import {
  newRateCardValues,
  type RateCardFormValues,
  rateCardPayload,
  rateCardValues,
} from './rateCardFormValues';
import { SurchargesEditor } from './SurchargesEditor';
import { useSaveRateCard } from './useSaveRateCard';

interface RateCardFormDialogProps {
  /** Open for a new card ('new') or to edit `card`; closed when null. */
  card: RateCard | 'new' | null;
  onClose: () => void;
}

/** Add or edit a rate card: lane, validity, weight breaks, CBM, container and fixed charges, surcharges. */
export function RateCardFormDialog({ card, onClose }: RateCardFormDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={card !== null}
      onClose={onClose}
      title={
        <Title order={2} fz="h3">
          {card === 'new' ? 'Add rate card' : 'Edit rate card'}
        </Title>
      }
      size="xl"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {card !== null && <RateCardForm key={card === 'new' ? 'new' : card.id} card={card} onClose={onClose} />}
    </Modal>
  );
}

function RateCardForm({ card, onClose }: { card: RateCard | 'new'; onClose: () => void }) {
  const [values, setValues] = useState<RateCardFormValues>(() =>
    card === 'new' ? newRateCardValues() : rateCardValues(card),
  );
  const [version, setVersion] = useState(card === 'new' ? undefined : card.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const save = useSaveRateCard();
  const change = (patch: Partial<RateCardFormValues>) => setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const body = rateCardPayload(values);
    const parsed = rateCardCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsByPath(parsed.error));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: card === 'new' ? undefined : card.id, version, body });
      notifications.show({
        color: 'teal',
        title: card === 'new' ? 'Rate card added' : 'Rate card saved',
        message: `${saved.carrier} ${saved.origin_code} → ${saved.destination_code}`,
      });
      onClose();
    } catch (error) {
      if (ApiError.is(error) && error.code === 'PRECONDITION_FAILED' && card !== 'new') {
        const latest = await callApi(rateCardsApi.get, { params: { id: card.id } });
        setValues(rateCardValues(latest));
        setVersion(latest.version);
        setChangedElsewhere(true);
        return;
      }
      if (ApiError.is(error)) setErrors(error.fields);
      setFailure(apiErrorMessage(error, 'Failed to save the rate card. Please try again.'));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {changedElsewhere && (
          <Alert
            color="yellow"
            icon={<IconRefresh size={18} />}
            title="This rate card was changed by someone else"
          >
            Their version has been loaded below. Check it, then make your changes again and save.
          </Alert>
        )}
        <RateCardMainFields values={values} onChange={change} errors={errors} />
        <Divider label="Weight and container charges" labelPosition="left" />
        <RateBreaksEditor rows={values.breaks} onChange={(breaks) => change({ breaks })} errors={errors} />
        <ContainerRatesEditor
          rows={values.container_rates}
          onChange={(container_rates) => change({ container_rates })}
          errors={errors}
        />
        <Divider label="Surcharges" labelPosition="left" />
        <SurchargesEditor
          rows={values.surcharges}
          onChange={(surcharges) => change({ surcharges })}
          errors={errors}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          value={values.notes}
          onChange={(event) => change({ notes: event.currentTarget.value })}
          error={errors.notes}
        />
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            <Text size="sm">{failure}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {card === 'new' ? 'Add Rate Card' : 'Save Changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
