import { Grid, Stack } from '@mantine/core';
import { AddressDeliverySection } from './AddressDeliverySection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { AddressRegistrationSection } from './AddressRegistrationSection';
import { AddressSpecificationsCard } from './AddressSpecificationsCard';
import { AddressTextSection } from './AddressTextSection';
import {
  ADDRESS_CONTACT_DETAILS_SECTION,
  ADDRESS_CONTACT_SECTION,
  ADDRESS_LOCATION_SECTION,
} from './addressTextSections';

/**
 * The address form's sections: who and how to reach them; where, beside registration and the delivery
 * specifications; then the delivery details.
 */
export function AddressFormLayout({ destination, ...props }: AddressFieldsProps & { destination: boolean }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <AddressTextSection section={ADDRESS_CONTACT_SECTION} {...props} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <AddressTextSection section={ADDRESS_CONTACT_DETAILS_SECTION} {...props} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <AddressTextSection section={ADDRESS_LOCATION_SECTION} {...props} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="lg">
          <AddressRegistrationSection {...props} />
          <AddressSpecificationsCard {...props} destination={destination} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={12}>
        <AddressDeliverySection {...props} destination={destination} />
      </Grid.Col>
    </Grid>
  );
}
