import type { BoxItemChoices, Currency, WeightUnit } from '@freight/domain';
import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconBox, IconCoin, IconInfoCircle, IconScale, IconShieldCheck, IconTags } from '@tabler/icons-react';
import type { BoxItemFieldsProps } from './BoxItemFieldsProps';
import { BoxItemInsuranceFields } from './BoxItemInsuranceFields';
import { BoxItemPageSection } from './BoxItemPageSection';
import { BoxItemSizeFields } from './BoxItemSizeFields';
import { ConditionInput } from './ConditionInput';
import { QuantityInput } from './QuantityInput';
import { UnitNumberInput } from './UnitNumberInput';

/**
 * The full-page form's sections: Basic Information, Dimensions & Volume, Weight, Condition & Value,
 * Product Details, Insurance. Product specifications are free comma-separated text here.
 */
export function BoxItemPageFields({ choices, ...props }: BoxItemFieldsProps & { choices: BoxItemChoices }) {
  const { draft, errors, setField } = props;
  return (
    <Stack gap="lg">
      <BoxItemPageSection title="Basic Information" icon={<IconInfoCircle size={18} />}>
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
      </BoxItemPageSection>
      <BoxItemPageSection title="Dimensions & Volume" icon={<IconBox size={18} />}>
        <BoxItemSizeFields
          {...props}
          dimensionUnits={choices.dimensionUnits}
          volumeUnits={choices.volumeUnits}
          volumeStep={0.0001}
        />
      </BoxItemPageSection>
      <BoxItemPageSection title="Weight" icon={<IconScale size={18} />}>
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
      </BoxItemPageSection>
      <BoxItemPageSection title="Condition & Value" icon={<IconCoin size={18} />}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ConditionInput
            value={draft.condition}
            conditions={choices.conditions}
            error={errors.condition}
            onChange={(value) => setField('condition', value)}
          />
          <UnitNumberInput
            label="Declared value"
            placeholder="0.00"
            step={0.01}
            value={draft.declared_value_amount}
            onChange={(value) => setField('declared_value_amount', value)}
            error={errors.declared_value_amount}
            unit={draft.declared_value_currency}
            units={choices.currencies}
            onUnitChange={(currency) => setField('declared_value_currency', currency as Currency)}
            unitLabel="Declared value currency"
          />
        </SimpleGrid>
      </BoxItemPageSection>
      <BoxItemPageSection title="Product Details" icon={<IconTags size={18} />}>
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
            <TextInput
              label="HS code"
              placeholder="e.g. 9403.30"
              maxLength={50}
              value={draft.hs_code}
              error={errors.hs_code}
              onChange={(event) => setField('hs_code', event.currentTarget.value)}
            />
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
      </BoxItemPageSection>
      <BoxItemPageSection title="Insurance" icon={<IconShieldCheck size={18} />}>
        <BoxItemInsuranceFields {...props} />
      </BoxItemPageSection>
    </Stack>
  );
}
