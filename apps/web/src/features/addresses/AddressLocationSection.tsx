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
          withAsterisk
          autoComplete="address-line1"
          style={{ gridColumn: 'span 4' }}
          {...addressTextProps(props, 'address_line_1')}
        />
        <TextInput
          placeholder="Suite, apt., floor"
          style={{ gridColumn: 'span 2' }}
          {...addressTextProps(props, 'unit')}
        />
        <TextInput
          autoComplete="address-line2"
          style={{ gridColumn: 'span 6' }}
          {...addressTextProps(props, 'address_line_2')}
        />
        <TextInput
          withAsterisk
          autoComplete="address-level2"
          style={{ gridColumn: 'span 3' }}
          {...addressTextProps(props, 'city')}
        />
        <TextInput
          withAsterisk
          autoComplete="address-level1"
          style={{ gridColumn: 'span 3' }}
          {...addressTextProps(props, 'province')}
        />
        <TextInput
          withAsterisk
          autoComplete="postal-code"
          style={{ gridColumn: 'span 2' }}
          {...addressTextProps(props, 'zip_code')}
        />
        <TextInput
          withAsterisk
          autoComplete="country-name"
          style={{ gridColumn: 'span 4' }}
          {...addressTextProps(props, 'country')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
