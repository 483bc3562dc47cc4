import { SimpleGrid, TextInput } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressTextProps } from './addressTextProps';

/** How to reach the contact: phone and email, each with an alternative. */
export function AddressContactDetailsSection(props: AddressFieldsProps) {
  return (
    <FormSection
      fill
      title="Contact details"
      description="Used to arrange pickup and delivery."
      icon={<IconPhone size={18} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput type="tel" withAsterisk autoComplete="tel" {...addressTextProps(props, 'phone')} />
        <TextInput type="tel" {...addressTextProps(props, 'alt_phone')} />
        <TextInput type="email" withAsterisk autoComplete="email" {...addressTextProps(props, 'email')} />
        <TextInput type="email" {...addressTextProps(props, 'alt_email')} />
      </SimpleGrid>
    </FormSection>
  );
}
