import type { AddressRole } from '@freight/domain';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT';
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
  const t = useT();
  const origin = role === 'origin';
  const title =
    mode === 'create'
      ? t(origin ? 'addresses.newOrigin' : 'addresses.newDestination')
      : t(origin ? 'addresses.editOrigin' : 'addresses.editDestination');
  const subtitle = quotationNumber
    ? t(origin ? 'addresses.pickupFor' : 'addresses.deliveryFor', { number: quotationNumber })
    : t(origin ? 'addresses.pickupOfQuotation' : 'addresses.deliveryOfQuotation');
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      actions={
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t('addresses.back')}
        </Button>
      }
    />
  );
}
