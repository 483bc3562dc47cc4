import type { CargoLineChoices } from '@freight/domain';
import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconBox, IconCoin, IconInfoCircle, IconScale, IconShieldCheck, IconTags } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
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
  const t = useT();
  const { draft, errors, setField } = props;
  return (
    <Stack gap="lg">
      <FormSection
        title={t('cargoLines.sectionBasic')}
        icon={<IconInfoCircle size={18} />}
        iconColor="orange"
      >
        <CargoLineNameAndQuantity {...props} spacing="md" nameProps={{ withAsterisk: true }} />
      </FormSection>
      <FormSection title={t('cargoLines.sectionSize')} icon={<IconBox size={18} />} iconColor="orange">
        <CargoLineSizeFields
          {...props}
          dimensionUnits={choices.dimensionUnits}
          volumeUnits={choices.volumeUnits}
          volumeStep={0.0001}
        />
      </FormSection>
      <FormSection title={t('cargoLines.sectionWeight')} icon={<IconScale size={18} />} iconColor="orange">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CargoLineWeightInput {...props} units={choices.weightUnits} />
          <Text size="sm" c="dimmed" mt={{ base: 0, sm: 30 }}>
            {t('cargoLines.weightHint')}
          </Text>
        </SimpleGrid>
      </FormSection>
      <FormSection
        title={t('cargoLines.sectionConditionValue')}
        icon={<IconCoin size={18} />}
        iconColor="orange"
      >
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
      <FormSection title={t('cargoLines.sectionProduct')} icon={<IconTags size={18} />} iconColor="orange">
        <Stack gap="sm">
          <TextInput
            label={t('cargoLines.productSpecifications')}
            description={t('cargoLines.productSpecificationsHint')}
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
              label={t('cargoLines.hsDescription')}
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
      <FormSection
        title={t('cargoLines.sectionInsurance')}
        icon={<IconShieldCheck size={18} />}
        iconColor="orange"
      >
        <CargoLineInsuranceFields {...props} />
      </FormSection>
    </Stack>
  );
}
