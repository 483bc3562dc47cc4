import { type AddressDeliveryFlag, DESTINATION_ONLY_FLAGS } from '@freight/domain';
import { Checkbox, Group, SimpleGrid } from '@mantine/core';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressFlagLabels } from './addressFlagLabels';
import { FieldSaveIndicator } from './FieldSaveIndicator';

interface AddressFlagCheckboxesProps extends AddressFieldsProps {
  flags: readonly AddressDeliveryFlag[];
  destination: boolean;
}

const destinationOnly = new Set<AddressDeliveryFlag>(DESTINATION_ONLY_FLAGS);

/** Yes/no delivery options; the destination-only ones (adult signature, assembly, installation) are left out for an origin. */
export function AddressFlagCheckboxes({ flags, destination, ...props }: AddressFlagCheckboxesProps) {
  const shown = flags.filter((flag) => destination || !destinationOnly.has(flag));
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {shown.map((flag) => (
        <Group key={flag} gap={6} wrap="nowrap">
          <Checkbox
            label={addressFlagLabels[flag]}
            checked={props.values[flag]}
            onChange={(event) => props.onChange(flag, event.currentTarget.checked, true)}
          />
          <FieldSaveIndicator state={props.saveStates[flag]} field={flag} />
        </Group>
      ))}
    </SimpleGrid>
  );
}
