import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressTextProps } from './addressTextProps';

const textarea = { autosize: true, minRows: 2, maxRows: 6 } as const;

/** What the crew should know on arrival: location features, specifics, timing, access and directions. */
export function AddressDeliverySection({
  destination,
  ...props
}: AddressFieldsProps & { destination: boolean }) {
  const t = useT();
  return (
    <FormSection
      title={t('addresses.sectionDelivery')}
      description={
        destination ? t('addresses.sectionDeliveryTextDestination') : t('addresses.sectionDeliveryTextOrigin')
      }
      icon={<IconTruckDelivery size={18} />}
    >
      <Stack gap="sm">
        <TextInput
          description={t('addresses.featuresDescription')}
          {...addressTextProps(props, 'delivery_location_features')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Textarea {...textarea} {...addressTextProps(props, 'delivery_specifics')} />
          <Textarea {...textarea} {...addressTextProps(props, 'timing_restrictions')} />
          <Textarea {...textarea} {...addressTextProps(props, 'access_challenges')} />
          <Textarea {...textarea} {...addressTextProps(props, 'location_details')} />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}
