import { ADDRESS_TYPES, type AddressType } from '@freight/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressTextProps } from './addressTextProps';
import { FieldSaveIndicator } from './FieldSaveIndicator';

/** Who is at the address: type of place, company and contact person. */
export function AddressContactSection(props: AddressFieldsProps) {
  const { values, errors, onChange, saveStates } = props;
  return (
    <FormSection
      fill
      title="Contact"
      description="The place and the person to deal with there."
      icon={<IconUser size={18} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label="Address type"
          data={[...ADDRESS_TYPES]}
          allowDeselect={false}
          value={values.address_type}
          error={errors.address_type}
          onChange={(value) => value && onChange('address_type', value as AddressType, true)}
          rightSection={
            saveStates.address_type ? (
              <FieldSaveIndicator state={saveStates.address_type} field="address_type" />
            ) : undefined
          }
        />
        <TextInput
          label="Company name"
          autoComplete="organization"
          {...addressTextProps(props, 'company_name')}
        />
        <TextInput
          label="First name"
          withAsterisk
          autoComplete="given-name"
          {...addressTextProps(props, 'contact_first_name')}
        />
        <TextInput
          label="Last name"
          withAsterisk
          autoComplete="family-name"
          {...addressTextProps(props, 'contact_last_name')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
