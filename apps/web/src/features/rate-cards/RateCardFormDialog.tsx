import { type RateCard, rateCardCreateSchema, rateCardsApi } from '@freight/domain';
import { Alert, Divider, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { FormConflicts } from '../../shared/forms/FormConflicts';
import { FormFooter } from '../../shared/forms/FormFooter';
import { FormModal, useDialogCloseGuard } from '../../shared/forms/FormModal';
import { StaleSaveNotice } from '../../shared/forms/StaleSaveNotice';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { translate, useT } from '../../shared/i18n/useT';
import { translateFieldErrors } from '../../shared/i18n/validationMessages';
import { ContainerRatesEditor } from './ContainerRatesEditor';
import { fieldErrorsByPath } from './fieldErrorsByPath';
import { RateBreaksEditor } from './RateBreaksEditor';
import { RateCardMainFields } from './RateCardMainFields';
import { formatRateCardValue, rateCardFieldLabels, sameRateCardValue } from './rateCardConflict';
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
  const t = useT();
  return (
    <FormModal
      opened={card !== null}
      onClose={onClose}
      title={
        <Title order={2} fz="h3">
          {card === 'new' ? t('rateCards.addTitle') : t('rateCards.editTitle')}
        </Title>
      }
      size="xl"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {card !== null && <RateCardForm key={card === 'new' ? 'new' : card.id} card={card} onClose={onClose} />}
    </FormModal>
  );
}

function RateCardForm({ card, onClose }: { card: RateCard | 'new'; onClose: () => void }) {
  const t = useT();
  const form = useRecordForm<RateCardFormValues>({
    initial: () => (card === 'new' ? newRateCardValues() : rateCardValues(card)),
    version: card === 'new' ? undefined : card.version,
    same: sameRateCardValue,
    stale:
      card === 'new'
        ? undefined
        : {
            labels: rateCardFieldLabels(t),
            formatValue: formatRateCardValue,
            load: async () => {
              const latest = await callApi(rateCardsApi.get, { params: { id: card.id } });
              return { values: rateCardValues(latest), version: latest.version };
            },
          },
  });
  const { values, change } = form;
  // The row editors read messages by path ('breaks.1.rate'); every key present holds a message.
  const errors = form.errors as Record<string, string>;
  const save = useSaveRateCard();
  // A new card's typing is asked about before the dialog drops it.
  useDialogCloseGuard(card === 'new' && form.dirtyFields.length > 0 && !save.isPending && !save.isSuccess);

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setFormError(null);
    if (form.blockedByConflict()) return;
    const body = rateCardPayload(values);
    const parsed = rateCardCreateSchema.safeParse(body);
    if (!parsed.success) {
      form.setErrors(translateFieldErrors(fieldErrorsByPath(parsed.error)));
      return;
    }
    form.setErrors({});
    const id = card === 'new' ? undefined : card.id;
    try {
      const saved = await save.mutateAsync({ id, version: form.version, body });
      notifications.show({
        color: 'teal',
        title: card === 'new' ? translate('rateCards.added') : translate('rateCards.saved'),
        message: `${saved.carrier} ${saved.origin_code} → ${saved.destination_code}`,
      });
      onClose();
    } catch (error) {
      await form.fail(error, t('rateCards.saveFailed'));
    }
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {form.stale && <StaleSaveNotice record={t('rateCards.nounOne')} />}
        <FormConflicts fields={form.conflictFields} conflictAt={form.conflictAt} />
        <RateCardMainFields values={values} onChange={change} errors={errors} />
        <Divider label={t('rateCards.chargesDivider')} labelPosition="left" />
        <RateBreaksEditor rows={values.breaks} onChange={(breaks) => change({ breaks })} errors={errors} />
        <ContainerRatesEditor
          rows={values.container_rates}
          onChange={(container_rates) => change({ container_rates })}
          errors={errors}
        />
        <Divider label={t('rateCards.surcharges')} labelPosition="left" />
        <SurchargesEditor
          rows={values.surcharges}
          onChange={(surcharges) => change({ surcharges })}
          errors={errors}
        />
        <Textarea
          label={t('rateCards.notes')}
          autosize
          minRows={2}
          value={values.notes}
          onChange={(event) => change({ notes: event.currentTarget.value })}
          error={errors.notes}
        />
        {form.formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            <Text size="sm">{form.formError}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <FormFooter
            layout="buttons"
            onCancel={onClose}
            submitLabel={card === 'new' ? t('rateCards.addCard') : t('common.saveChanges')}
            busy={save.isPending}
          />
        </Group>
      </Stack>
    </form>
  );
}
