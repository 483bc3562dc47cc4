import { type AddressDeliveryFlag, DESTINATION_ONLY_FLAGS } from '@freight/domain';
import { Checkbox, Group, SimpleGrid } from '@mantine/core';
import { FieldConflict } from '../../shared/autosave/FieldConflict';
import { FieldSaveIndicator } from '../../shared/autosave/FieldSaveIndicator';
import { useT } from '../../shared/i18n/useT';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressFieldLabels } from './addressFieldLabels';

interface AddressFlagCheckboxesProps extends AddressFieldsProps {
  flags: readonly AddressDeliveryFlag[];
  destination: boolean;
}

const destinationOnly = new Set<AddressDeliveryFlag>(DESTINATION_ONLY_FLAGS);

/** Yes/no delivery options; the destination-only ones (adult signature, assembly, installation) are left out for an origin. */
export function AddressFlagCheckboxes({ flags, destination, ...props }: AddressFlagCheckboxesProps) {
  const t = useT();
  const shown = flags.filter((flag) => destination || !destinationOnly.has(flag));
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {shown.map((flag) => {
        const conflict = props.conflictAt?.(flag);
        return (
          <div key={flag} style={conflict ? { gridColumn: '1 / -1' } : undefined}>
            <Group gap={6} wrap="nowrap">
              <Checkbox
                label={t(addressFieldLabels[flag])}
                checked={props.values[flag]}
                onChange={(event) => props.onChange(flag, event.currentTarget.checked, true)}
              />
              <FieldSaveIndicator state={props.saveStates[flag]} field={flag} />
            </Group>
            {conflict && <FieldConflict {...conflict} />}
          </div>
        );
      })}
    </SimpleGrid>
  );
}
