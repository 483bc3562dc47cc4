import { Button, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { AddressSpecificationSummary } from './AddressSpecificationSummary';
import { AddressSpecificationsDialog } from './AddressSpecificationsDialog';

interface AddressSpecificationsCardProps extends AddressFieldsProps {
  destination: boolean;
}

/** The delivery specifications at a glance, and the button that opens the dialog to edit them. */
export function AddressSpecificationsCard({ destination, ...props }: AddressSpecificationsCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <FormSection
      title="Specifications"
      description={destination ? 'Access and services at delivery.' : 'Access and services at pickup.'}
      icon={<IconChecklist size={18} />}
    >
      <Stack gap="sm">
        <AddressSpecificationSummary values={props.values} errors={props.errors} destination={destination} />
        <Button
          variant="light"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={() => setOpen(true)}
          fullWidth
        >
          Pickup or Delivery Specifications
        </Button>
      </Stack>
      <AddressSpecificationsDialog
        {...props}
        destination={destination}
        opened={open}
        onClose={() => setOpen(false)}
      />
    </FormSection>
  );
}
