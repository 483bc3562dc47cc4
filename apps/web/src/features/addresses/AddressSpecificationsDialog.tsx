import {
  ADVANCE_NOTICE_PERIODS,
  type AdvanceNoticePeriod,
  ELEVATOR_CAPACITIES,
  type ElevatorCapacity,
} from '@freight/domain';
import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT';
import { AddressCountInput } from './AddressCountInput';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { AddressFlagCheckboxes } from './AddressFlagCheckboxes';
import { AddressSpecSelect } from './AddressSpecSelect';
import { ADVANCE_NOTICE_MESSAGES, ELEVATOR_CAPACITY_MESSAGES } from './addressChoiceMessages';
import { addressTextProps } from './addressTextProps';

interface AddressSpecificationsDialogProps extends AddressFieldsProps {
  opened: boolean;
  onClose: () => void;
  destination: boolean;
}

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
  const t = useT();
  const flags = { ...props, destination };
  const noticeOptions = ADVANCE_NOTICE_PERIODS.map((value) => ({
    value,
    label: t(ADVANCE_NOTICE_MESSAGES[value]),
  }));
  const elevatorOptions = ELEVATOR_CAPACITIES.map((value) => ({
    value,
    label: t(ELEVATOR_CAPACITY_MESSAGES[value]),
  }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('addresses.specificationsTitle')}
      size={760}
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <SpecGroup title={t('addresses.groupAccess')}>
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
              data={elevatorOptions}
              toValue={(value) => value as ElevatorCapacity}
            />
          </SimpleGrid>
        </SpecGroup>
        <SpecGroup title={t('addresses.groupHandling')}>
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
              placeholder={t('addresses.equipmentPlaceholder')}
              {...addressTextProps(props, 'equipment_details')}
            />
            <TextInput
              placeholder={t('addresses.locationInsidePlaceholder')}
              {...addressTextProps(props, 'specific_location_inside')}
            />
          </SimpleGrid>
        </SpecGroup>
        <SpecGroup title={t('addresses.groupScheduling')}>
          <AddressFlagCheckboxes
            {...flags}
            flags={['appointment_required', 'signature_required', 'adult_signature_required']}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AddressSpecSelect
              {...props}
              field="advance_notice_period"
              data={noticeOptions}
              toValue={(value) => value as AdvanceNoticePeriod}
            />
            <TextInput {...addressTextProps(props, 'authorized_signatory')} />
          </SimpleGrid>
        </SpecGroup>
        {destination && (
          <SpecGroup title={t('addresses.groupDestinationServices')}>
            <AddressFlagCheckboxes {...flags} flags={['assembly_required', 'installation_required']} />
          </SpecGroup>
        )}
        <Divider />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('addresses.done')}</Button>
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
