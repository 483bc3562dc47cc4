import type { ShipmentDetail, ShipmentLeg } from '@freight/domain';
import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconRoute, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteRecordDialog } from '../../shared/forms/DeleteRecordDialog';
import { FormModal } from '../../shared/forms/FormModal';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { DetailCard } from '../../shared/ui/DetailCard';
import { KEYBOARD_SCROLL } from '../../shared/ui/keyboardScroll';
import { ShipmentLegForm } from './ShipmentLegForm';
import { LEG_KIND_MESSAGES, transportModeLabel } from './shipmentLabels';
import { useShipmentLegs } from './useShipmentLegs';

interface LegActions {
  onEdit: () => void;
  /** None when the leg is the only one: a shipment keeps at least one. */
  onRemove?: () => void;
}

/** One leg's row: kind and mode, carrier, route, planned and actual times, and its actions when editable. */
function LegRow({
  leg,
  time,
  actions,
}: {
  leg: ShipmentLeg;
  time: (value: string | null) => string;
  actions: LegActions | false;
}) {
  const t = useT();
  return (
    <Table.Tr>
      <Table.Td>{leg.sequence}</Table.Td>
      <Table.Td>
        {t(LEG_KIND_MESSAGES[leg.kind])} · {transportModeLabel(t, leg.transport_mode)}
      </Table.Td>
      <Table.Td>
        {[leg.carrier, leg.vessel_or_flight, leg.voyage].filter(Boolean).join(' / ') || '—'}
      </Table.Td>
      <Table.Td>
        {leg.from_code || '—'} → {leg.to_code || '—'}
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{t('legs.etdAt', { time: time(leg.etd) })}</Text>
          {leg.atd && <Text size="xs">{t('legs.atdAt', { time: time(leg.atd) })}</Text>}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{t('legs.etaAt', { time: time(leg.eta) })}</Text>
          {leg.ata && <Text size="xs">{t('legs.ataAt', { time: time(leg.ata) })}</Text>}
        </Stack>
      </Table.Td>
      {actions && (
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('legs.editLabel', { n: leg.sequence })}
              onClick={actions.onEdit}
            >
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('legs.removeLabel', { n: leg.sequence })}
              disabled={!actions.onRemove}
              onClick={actions.onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/**
 * The legs of the journey in order: kind, mode, carrier, vessel or flight, route and times. With
 * shipments:edit a leg is added, edited (its sequence sets the order) or removed here; the last one stays.
 */
export function ShipmentLegsCard({ shipment, canEdit }: { shipment: ShipmentDetail; canEdit: boolean }) {
  const t = useT();
  const format = useDateFormat();
  const time = (value: string | null) => (value ? format.dateTime(value) : '—');
  const [editing, setEditing] = useState<ShipmentLeg | 'new' | null>(null);
  const [removing, setRemoving] = useState<ShipmentLeg | null>(null);
  const { remove } = useShipmentLegs(shipment.id);
  const last = Math.max(0, ...shipment.legs.map((leg) => leg.sequence));
  return (
    <DetailCard title={t('legs.title')} icon={<IconRoute size={18} />} color="teal">
      {canEdit && (
        <Group justify="flex-end" mb="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing('new')}
          >
            {t('legs.addButton')}
          </Button>
        </Group>
      )}
      <Table.ScrollContainer minWidth={640} scrollAreaProps={KEYBOARD_SCROLL}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('legs.leg')}</Table.Th>
              <Table.Th>{t('legs.carrier')}</Table.Th>
              <Table.Th>{t('legs.route')}</Table.Th>
              <Table.Th>{t('legs.departure')}</Table.Th>
              <Table.Th>{t('legs.arrival')}</Table.Th>
              {canEdit && <Table.Th aria-label={t('legs.actions')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shipment.legs.map((leg) => (
              <LegRow
                key={leg.id}
                leg={leg}
                time={time}
                actions={
                  canEdit && {
                    onEdit: () => setEditing(leg),
                    onRemove: shipment.legs.length > 1 ? () => setRemoving(leg) : undefined,
                  }
                }
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? t('legs.addTitle')
            : t('legs.editTitle', { n: editing.sequence })
        }
        size="lg"
      >
        {editing !== null && (
          <ShipmentLegForm
            shipmentId={shipment.id}
            leg={editing === 'new' ? undefined : editing}
            nextSequence={last + 1}
            defaultMode={shipment.transport_mode}
            onDone={() => setEditing(null)}
          />
        )}
      </FormModal>
      <DeleteRecordDialog
        target={removing}
        mutation={remove}
        onClose={() => setRemoving(null)}
        title={t('legs.removeTitle')}
        failedMessage={t('legs.removeFailed')}
      >
        {(shown) => t('legs.removeConfirm', { n: shown?.sequence ?? '' })}
      </DeleteRecordDialog>
    </DetailCard>
  );
}
