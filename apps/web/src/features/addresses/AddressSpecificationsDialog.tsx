import {
  ADVANCE_NOTICE_LABELS,
  ADVANCE_NOTICE_PERIODS,
  type AdvanceNoticePeriod,
  ELEVATOR_CAPACITIES,
  ELEVATOR_CAPACITY_LABELS,
  type ElevatorCapacity,
} from '@freight/domain';
import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { AddressCountInput } from './AddressCountInput';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { AddressFlagCheckboxes } from './AddressFlagCheckboxes';
import { AddressSpecSelect } from './AddressSpecSelect';
import { addressTextProps } from './addressTextProps';

interface AddressSpecificationsDialogProps extends AddressFieldsProps {
  opened: boolean;
  onClose: () => void;
  destination: boolean;
}

const NOTICE_OPTIONS = ADVANCE_NOTICE_PERIODS.map((value) => ({
  value,
  label: ADVANCE_NOTICE_LABELS[value],
}));
const ELEVATOR_OPTIONS = ELEVATOR_CAPACITIES.map((value) => ({
  value,
  label: ELEVATOR_CAPACITY_LABELS[value],
}));

/**
 * 'Pickup or Delivery Specifications': the delivery yes/no options, counts and notes. It edits the form's
 * own values, so on the edit screen each change is saved like any other field.
 */
export function AddressSpecificationsDialog({
  opened,
  onClose,
  destination,
  ...props
}: AddressSpecificationsDialogProps) {
  const flags = { ...props, destination };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Pickup or Delivery Specifications"
      size={760}
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <SpecGroup title="Access at the address">
          <AddressFlagCheckboxes
            {...flags}
            flags={['first_floor_access', 'loading_dock_available', 'stairs_present', 'elevator_available']}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <AddressCountInput {...props} field="floor_number" min={-1000} />
            <AddressCountInput {...props} field="number_of_steps" min={1} />
            <AddressSpecSelect
              {...props}
              field="elevator_capacity"
              data={ELEVATOR_OPTIONS}
              toValue={(value) => value as ElevatorCapacity}
            />
          </SimpleGrid>
        </SpecGroup>
        <SpecGroup title="Handling">
          <AddressFlagCheckboxes
            {...flags}
            flags={[
              'loading_assistance_required',
              'unloading_assistance_required',
              'special_equipment_required',
              'packaging_removal_required',
              'debris_removal_required',
              'inside_delivery',
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <AddressCountInput {...props} field="people_needed" min={1} />
            <TextInput
              placeholder="e.g. pallet jack, forklift"
              {...addressTextProps(props, 'equipment_details')}
            />
            <TextInput
              placeholder="e.g. 3rd floor, room 301"
              {...addressTextProps(props, 'specific_location_inside')}
            />
          </SimpleGrid>
        </SpecGroup>
        <SpecGroup title="Scheduling and sign-off">
          <AddressFlagCheckboxes
            {...flags}
            flags={['appointment_required', 'signature_required', 'adult_signature_required']}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AddressSpecSelect
              {...props}
              field="advance_notice_period"
              data={NOTICE_OPTIONS}
              toValue={(value) => value as AdvanceNoticePeriod}
            />
            <TextInput {...addressTextProps(props, 'authorized_signatory')} />
          </SimpleGrid>
        </SpecGroup>
        {destination && (
          <SpecGroup title="Destination services">
            <AddressFlagCheckboxes {...flags} flags={['assembly_required', 'installation_required']} />
          </SpecGroup>
        )}
        <Divider />
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SpecGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5} mb={4}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
