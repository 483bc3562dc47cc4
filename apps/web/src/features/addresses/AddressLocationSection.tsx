import { Grid, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressTextProps } from './addressTextProps';

/** Where it is: street lines, unit, city, province or state, postal code and country; one a row on a phone. */
export function AddressLocationSection(props: AddressFieldsProps) {
  return (
    <FormSection
      fill
      title="Address"
      description="Street address as it appears on shipping documents."
      icon={<IconMapPin size={18} />}
    >
      <Grid columnGap="md" rowGap="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            withAsterisk
            autoComplete="address-line1"
            {...addressTextProps(props, 'address_line_1')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput placeholder="Suite, apt., floor" {...addressTextProps(props, 'unit')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput autoComplete="address-line2" {...addressTextProps(props, 'address_line_2')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput withAsterisk autoComplete="address-level2" {...addressTextProps(props, 'city')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput withAsterisk autoComplete="address-level1" {...addressTextProps(props, 'province')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput withAsterisk autoComplete="postal-code" {...addressTextProps(props, 'zip_code')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput withAsterisk autoComplete="country-name" {...addressTextProps(props, 'country')} />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
