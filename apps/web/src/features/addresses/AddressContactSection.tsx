import { ADDRESS_TYPES, type AddressType } from '@freight/domain';
import { Select } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { type AddressTextFieldSpec, AddressTextGrid } from './AddressTextGrid';
import { addressInputProps } from './addressInputProps';

const CONTACT: readonly AddressTextFieldSpec[] = [
  { field: 'company_name', autoComplete: 'organization' },
  { field: 'contact_first_name', required: true, autoComplete: 'given-name' },
  { field: 'contact_last_name', required: true, autoComplete: 'family-name' },
];

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
      <AddressTextGrid fieldsProps={props} fields={CONTACT}>
        <Select
          {...addressInputProps(props, 'address_type')}
          data={[...ADDRESS_TYPES]}
          allowDeselect={false}
          value={values.address_type}
          onChange={(value) => value && onChange('address_type', value as AddressType, true)}
        />
      </AddressTextGrid>
    </FormSection>
  );
}
