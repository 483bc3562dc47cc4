import { TextInput } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressTextProps } from './addressTextProps';

/** The company or tax registration number customs may ask for. */
export function AddressRegistrationSection(props: AddressFieldsProps) {
  return (
    <FormSection
      title="Registration"
      description="Company, VAT or tax ID for customs."
      icon={<IconId size={18} />}
    >
      <TextInput {...addressTextProps(props, 'registration_number')} />
    </FormSection>
  );
}
