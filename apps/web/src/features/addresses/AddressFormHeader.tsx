import type { AddressRole } from '@freight/domain';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { PageHeader } from '../../shared/ui/PageHeader';

interface AddressFormHeaderProps {
  mode: 'create' | 'edit';
  role: AddressRole;
  /** The quotation's number once known, to say which quotation the address belongs to. */
  quotationNumber?: string;
  onBack: () => void;
}

/** 'New Origin Address', 'Edit Destination Address', ... with the quotation it belongs to. */
export function AddressFormHeader({ mode, role, quotationNumber, onBack }: AddressFormHeaderProps) {
  const roleName = role === 'origin' ? 'Origin' : 'Destination';
  const purpose = role === 'origin' ? 'Pickup address' : 'Delivery address';
  return (
    <PageHeader
      title={`${mode === 'create' ? 'New' : 'Edit'} ${roleName} Address`}
      subtitle={
        quotationNumber ? `${purpose} for quotation ${quotationNumber}.` : `${purpose} of a quotation.`
      }
      actions={
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Back
        </Button>
      }
    />
  );
}
