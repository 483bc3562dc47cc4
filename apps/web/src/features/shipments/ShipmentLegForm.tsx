import {
  LEG_KINDS,
  laneSearchKind,
  type ShipmentLeg,
  shipmentLegCreateSchema,
  shipmentLegUpdateSchema,
  shipmentsApi,
  TRANSPORT_MODES,
  type TransportMode,
} from '@freight/domain';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { FormFooter } from '../../shared/forms/FormFooter';
import { useDialogCloseGuard } from '../../shared/forms/FormModal';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { TRANSPORT_MODE_MESSAGES } from '../../shared/i18n/domainLabels';
import type { Translate } from '../../shared/i18n/useT';
import { useT } from '../../shared/i18n/useT';
import { LocationPicker } from '../locations/LocationPicker';
import { isoOfLocalInput, localInputOf } from './legTimes';
import { LEG_KIND_MESSAGES } from './shipmentLabels';
import { useShipmentLegs } from './useShipmentLegs';

/** What each field is called: its label, and the name a conflict notice gives it. */
const labelsOf = (t: Translate): Record<keyof LegValues, string> => ({
  sequence: t('legs.sequence'),
  kind: t('legs.kind'),
  transport_mode: t('legs.mode'),
  carrier: t('legs.carrier'),
  vessel_or_flight: t('legs.vesselOrFlight'),
  voyage: t('legs.voyage'),
  from_code: t('legs.from'),
  to_code: t('legs.to'),
  etd: t('legs.etd'),
  eta: t('legs.eta'),
  atd: t('legs.atd'),
  ata: t('legs.ata'),
});
const TIMES = ['etd', 'eta', 'atd', 'ata'] as const;
const TEXTS = ['carrier', 'vessel_or_flight', 'voyage'] as const;

type LegValues = ReturnType<typeof valuesOf>;

function valuesOf(leg: Partial<ShipmentLeg> & { sequence: number; transport_mode: TransportMode }) {
  return {
    sequence: leg.sequence,
    kind: leg.kind ?? 'main',
    transport_mode: leg.transport_mode,
    carrier: leg.carrier ?? '',
    vessel_or_flight: leg.vessel_or_flight ?? '',
    voyage: leg.voyage ?? '',
    from_code: leg.from_code ?? '',
    to_code: leg.to_code ?? '',
    etd: localInputOf(leg.etd ?? null),
    eta: localInputOf(leg.eta ?? null),
    atd: localInputOf(leg.atd ?? null),
    ata: localInputOf(leg.ata ?? null),
  };
}

/** The body the API takes: the times as UTC. */
const bodyOf = (values: LegValues) => ({
  ...values,
  ...Object.fromEntries(TIMES.map((time) => [time, isoOfLocalInput(values[time])])),
});

type LegRecordForm = ReturnType<typeof useRecordForm<LegValues>>;

/** The leg's fields, each with its label, error and a colleague's conflicting value. */
function LegFields({ form }: { form: LegRecordForm }) {
  const t = useT();
  const labels = labelsOf(t);
  const at = (name: keyof LegValues) => ({
    label: labels[name],
    error: form.errors[name],
    inputContainer: conflictContainer(form.conflictAt(name)),
  });
  const place = laneSearchKind(form.values.transport_mode);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          {...at('sequence')}
          min={1}
          max={99}
          value={form.values.sequence}
          onChange={(value) => form.setField('sequence', typeof value === 'number' ? value : 1)}
        />
        <Select
          {...at('kind')}
          data={LEG_KINDS.map((kind) => ({ value: kind, label: t(LEG_KIND_MESSAGES[kind]) }))}
          value={form.values.kind}
          allowDeselect={false}
          onChange={(value) => value && form.setField('kind', value as LegValues['kind'])}
        />
        <Select
          {...at('transport_mode')}
          data={TRANSPORT_MODES.map((mode) => ({ value: mode, label: t(TRANSPORT_MODE_MESSAGES[mode]) }))}
          value={form.values.transport_mode}
          allowDeselect={false}
          onChange={(value) => value && form.setField('transport_mode', value as TransportMode)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {TEXTS.map((name) => (
          <TextInput
            key={name}
            {...at(name)}
            value={form.values[name]}
            onChange={(event) => form.setField(name, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LocationPicker
          {...at('from_code')}
          kind={place}
          value={form.values.from_code}
          onChange={(code) => form.setField('from_code', code)}
        />
        <LocationPicker
          {...at('to_code')}
          kind={place}
          value={form.values.to_code}
          onChange={(code) => form.setField('to_code', code)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {TIMES.map((name) => (
          <TextInput
            key={name}
            type="datetime-local"
            {...at(name)}
            value={form.values[name]}
            onChange={(event) => form.setField(name, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
    </>
  );
}

export interface ShipmentLegFormProps {
  shipmentId: number;
  /** The leg to edit; none adds a leg after the last one. */
  leg?: ShipmentLeg;
  nextSequence: number;
  defaultMode: TransportMode;
  onDone: () => void;
}

/**
 * Adds or edits one leg: sequence (the order), kind, mode, carrier, vessel or flight, voyage, from and to (the
 * location picker), and ETD/ETA/ATD/ATA in the browser's time zone. An edit sends its version; a colleague's
 * save in between is merged field by field.
 */
export function ShipmentLegForm({
  shipmentId,
  leg,
  nextSequence,
  defaultMode,
  onDone,
}: ShipmentLegFormProps) {
  const t = useT();
  const { save } = useShipmentLegs(shipmentId);
  const form = useRecordForm<LegValues>({
    initial: () => valuesOf(leg ?? { sequence: nextSequence, transport_mode: defaultMode }),
    version: leg?.version,
    stale: leg && {
      labels: labelsOf(t),
      load: async () => {
        const shipment = await callApi(shipmentsApi.get, { params: { id: shipmentId } });
        const latest = shipment.legs.find((l) => l.id === leg.id) ?? leg;
        return { values: valuesOf(latest), version: latest.version };
      },
    },
  });
  useDialogCloseGuard(form.dirtyFields.length > 0 && !save.isPending);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict()) return;
    const body = form.validate(leg ? shipmentLegUpdateSchema : shipmentLegCreateSchema, bodyOf(form.values));
    if (!body) return;
    save.mutate(
      leg
        ? { kind: 'update', legId: leg.id, version: form.version!, body: bodyOf(form.values) }
        : { kind: 'create', shipmentId, body: bodyOf(form.values) },
      {
        onSuccess: onDone,
        onError: (error) => void form.fail(error, t('legs.saveFailed')),
      },
    );
  }
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <LegFields form={form} />
        <Group justify="space-between" align="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('legs.cancel')}
          </Button>
          <FormFooter
            submitLabel={leg ? t('legs.save') : t('legs.addButton')}
            busy={save.isPending}
            error={form.formError}
          />
        </Group>
      </Stack>
    </form>
  );
}
