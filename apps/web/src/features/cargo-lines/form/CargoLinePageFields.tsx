import type { CargoLineChoices } from '@freight/domain';
import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconBox, IconCoin, IconInfoCircle, IconScale, IconShieldCheck, IconTags } from '@tabler/icons-react';
import { FormSection } from '../../../shared/ui/FormSection';
import { CargoLineNameAndQuantity, CargoLineWeightInput } from './CargoLineBasicFields';
import type { CargoLineFieldsProps } from './CargoLineFieldsProps';
import { CargoLineInsuranceFields } from './CargoLineInsuranceFields';
import { CargoLineSizeFields } from './CargoLineSizeFields';
import { ConditionInput } from './ConditionInput';
import { DeclaredValueInput } from './DeclaredValueInput';
import { HsCodeInput } from './HsCodeInput';

/**
 * The full-page form's sections: Basic Information, Dimensions & Volume, Weight, Condition & Value,
 * Product Details, Insurance. Product specifications are free comma-separated text here.
 */
export function CargoLinePageFields({
  choices,
  ...props
}: CargoLineFieldsProps & { choices: CargoLineChoices }) {
  const { draft, errors, setField } = props;
  return (
    <Stack gap="lg">
      <FormSection title="Basic Information" icon={<IconInfoCircle size={18} />} iconColor="orange">
        <CargoLineNameAndQuantity {...props} spacing="md" nameProps={{ withAsterisk: true }} />
      </FormSection>
      <FormSection title="Dimensions & Volume" icon={<IconBox size={18} />} iconColor="orange">
        <CargoLineSizeFields
          {...props}
          dimensionUnits={choices.dimensionUnits}
          volumeUnits={choices.volumeUnits}
          volumeStep={0.0001}
        />
      </FormSection>
      <FormSection title="Weight" icon={<IconScale size={18} />} iconColor="orange">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CargoLineWeightInput {...props} units={choices.weightUnits} />
          <Text size="sm" c="dimmed" mt={{ base: 0, sm: 30 }}>
            The weight of one piece; the item's total is this times the quantity.
          </Text>
        </SimpleGrid>
      </FormSection>
      <FormSection title="Condition & Value" icon={<IconCoin size={18} />} iconColor="orange">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ConditionInput
            value={draft.condition}
            conditions={choices.conditions}
            error={errors.condition}
            onChange={(value) => setField('condition', value)}
          />
          <DeclaredValueInput {...props} />
        </SimpleGrid>
      </FormSection>
      <FormSection title="Product Details" icon={<IconTags size={18} />} iconColor="orange">
        <Stack gap="sm">
          <TextInput
            label="Product specifications"
            description="Separate with commas, e.g. Fragile, High Value"
            value={
              typeof draft.product_specifications === 'string'
                ? draft.product_specifications
                : draft.product_specifications.join(', ')
            }
            error={errors.product_specifications}
            onChange={(event) => setField('product_specifications', event.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <HsCodeInput {...props} />
            <Textarea
              label="HS description"
              autosize
              minRows={1}
              maxRows={4}
              style={{ gridColumn: 'span 2' }}
              value={draft.hs_description}
              error={errors.hs_description}
              onChange={(event) => setField('hs_description', event.currentTarget.value)}
            />
          </SimpleGrid>
        </Stack>
      </FormSection>
      <FormSection title="Insurance" icon={<IconShieldCheck size={18} />} iconColor="orange">
        <CargoLineInsuranceFields {...props} />
      </FormSection>
    </Stack>
  );
}
