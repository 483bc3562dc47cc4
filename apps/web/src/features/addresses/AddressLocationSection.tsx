import { SimpleGrid, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressTextProps } from './addressTextProps';

/** Where it is: street lines, unit, city, province or state, postal code and country. */
export function AddressLocationSection(props: AddressFieldsProps) {
  return (
    <FormSection
      fill
      title="Address"
      description="Street address as it appears on shipping documents."
      icon={<IconMapPin size={18} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 6 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Address line 1"
          withAsterisk
          autoComplete="address-line1"
          style={{ gridColumn: 'span 4' }}
          {...addressTextProps(props, 'address_line_1')}
        />
        <TextInput
          label="Unit"
          placeholder="Suite, apt., floor"
          style={{ gridColumn: 'span 2' }}
          {...addressTextProps(props, 'unit')}
        />
        <TextInput
          label="Address line 2"
          autoComplete="address-line2"
          style={{ gridColumn: 'span 6' }}
          {...addressTextProps(props, 'address_line_2')}
        />
        <TextInput
          label="City"
          withAsterisk
          autoComplete="address-level2"
          style={{ gridColumn: 'span 3' }}
          {...addressTextProps(props, 'city')}
        />
        <TextInput
          label="Province/State"
          withAsterisk
          autoComplete="address-level1"
          style={{ gridColumn: 'span 3' }}
          {...addressTextProps(props, 'province')}
        />
        <TextInput
          label="ZIP/Postal code"
          withAsterisk
          autoComplete="postal-code"
          style={{ gridColumn: 'span 2' }}
          {...addressTextProps(props, 'zip_code')}
        />
        <TextInput
          label="Country"
          withAsterisk
          autoComplete="country-name"
          style={{ gridColumn: 'span 4' }}
          {...addressTextProps(props, 'country')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
