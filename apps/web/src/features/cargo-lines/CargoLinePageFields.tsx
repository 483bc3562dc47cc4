import type { CargoLineChoices, WeightUnit } from '@freight/domain';
import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconBox, IconCoin, IconInfoCircle, IconScale, IconShieldCheck, IconTags } from '@tabler/icons-react';
import { FormSection } from '../../shared/ui/FormSection';
import type { CargoLineFieldsProps } from './CargoLineFieldsProps';
import { CargoLineInsuranceFields } from './CargoLineInsuranceFields';
import { CargoLineSizeFields } from './CargoLineSizeFields';
import { ConditionInput } from './ConditionInput';
import { DeclaredValueInput } from './DeclaredValueInput';
import { HsCodeInput } from './HsCodeInput';
import { QuantityInput } from './QuantityInput';
import { UnitNumberInput } from './UnitNumberInput';

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
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="Name"
            withAsterisk
            placeholder="e.g. Office desk, boxed"
            maxLength={255}
            style={{ gridColumn: 'span 2' }}
            value={draft.name}
            error={errors.name}
            onChange={(event) => setField('name', event.currentTarget.value)}
          />
          <QuantityInput
            value={draft.quantity}
            error={errors.quantity}
            onChange={(value) => setField('quantity', value)}
          />
        </SimpleGrid>
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
          <UnitNumberInput
            label="Weight"
            step={0.01}
            value={draft.weight_value}
            onChange={(value) => setField('weight_value', value)}
            error={errors.weight_value}
            unit={draft.weight_unit}
            units={choices.weightUnits}
            onUnitChange={(unit) => setField('weight_unit', unit as WeightUnit)}
            unitLabel="Weight unit"
          />
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
