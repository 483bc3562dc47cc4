import { Grid, Stack } from '@mantine/core';
import { AddressContactDetailsSection } from './AddressContactDetailsSection';
import { AddressContactSection } from './AddressContactSection';
import { AddressDeliverySection } from './AddressDeliverySection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { AddressLocationSection } from './AddressLocationSection';
import { AddressRegistrationSection } from './AddressRegistrationSection';
import { AddressSpecificationsCard } from './AddressSpecificationsCard';

/**
 * The address form's sections: who and how to reach them; where, beside registration and the delivery
 * specifications; then the delivery details.
 */
export function AddressFormLayout({ destination, ...props }: AddressFieldsProps & { destination: boolean }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <AddressContactSection {...props} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <AddressContactDetailsSection {...props} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <AddressLocationSection {...props} />
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
