import { ADDRESS_TYPES, type AddressType } from '@freight/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressInputProps } from './addressInputProps';
import { addressTextProps } from './addressTextProps';

/** Who is at the address: type of place, company and contact person. */
export function AddressContactSection(props: AddressFieldsProps) {
  const { values, onChange } = props;
  return (
    <FormSection
      fill
      title="Contact"
      description="The place and the person to deal with there."
      icon={<IconUser size={18} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          {...addressInputProps(props, 'address_type')}
          data={[...ADDRESS_TYPES]}
          allowDeselect={false}
          value={values.address_type}
          onChange={(value) => value && onChange('address_type', value as AddressType, true)}
        />
        <TextInput autoComplete="organization" {...addressTextProps(props, 'company_name')} />
        <TextInput
          withAsterisk
          autoComplete="given-name"
          {...addressTextProps(props, 'contact_first_name')}
        />
        <TextInput
          withAsterisk
          autoComplete="family-name"
          {...addressTextProps(props, 'contact_last_name')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
