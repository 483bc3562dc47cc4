import { CALCULATION_METHODS, COST_LOCATIONS, type CostLineFormValues, chargePartOf } from '@freight/domain';
import { Input, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatCbm } from '../../../shared/format/formatCbm';
import { formatKg } from '../../../shared/format/formatKg';
import { type Translate, useT } from '../../../shared/i18n/useT';
import { CostCategorySelect } from './CostCategorySelect';
import { CostLineClientDescriptionField } from './CostLineClientDescriptionField';
import {
  CALCULATION_METHOD_MESSAGES,
  CHARGE_PART_MESSAGES,
  COST_LOCATION_MESSAGES,
} from './costLineChoiceMessages';
import type { CostLineFieldGroup, CostLineShipmentTotals } from './costLineFieldGroup';
import type { CostCategoryChoice } from './useActiveCostCategories';

interface CostLineMainFieldsProps {
  fields: CostLineFieldGroup;
  categories: readonly CostCategoryChoice[] | undefined;
  categoriesLoading: boolean;
  currentCategory?: CostCategoryChoice | null;
  shipment: CostLineShipmentTotals;
}

function methodHint(
  t: Translate,
  method: CostLineFormValues['calculation_method'],
  shipment: CostLineShipmentTotals,
): string {
  switch (method) {
    case 'Fixed':
      return t('costLines.hintFixed');
    case 'CBM':
      return t('costLines.hintCbm', { cbm: formatCbm(shipment.total_cbm) });
    case 'Weight':
      return t('costLines.hintWeight', { kg: formatKg(shipment.total_weight) });
    case 'Chargeable':
      return t('costLines.hintChargeable', { kg: formatKg(shipment.chargeable_weight) });
  }
}

/** Description, category, location and calculation method. */
export function CostLineMainFields({
  fields,
  categories,
  categoriesLoading,
  currentCategory,
  shipment,
}: CostLineMainFieldsProps) {
  const t = useT();
  const { values, errors, setField } = fields;
  const chosen = categories?.find((category) => category.id === values.category_id);
  const part = chosen?.part ? chargePartOf(chosen.part, values.location) : undefined;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('costLines.description')}
        placeholder={t('costLines.descriptionPlaceholder')}
        value={values.description}
        onChange={(event) => setField('description', event.currentTarget.value)}
        maxLength={500}
        required
        data-autofocus
        description={t('costLines.descriptionHint')}
        error={errors.description}
      />
      <CostLineClientDescriptionField fields={fields} categoryName={chosen?.name ?? currentCategory?.name} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <CostCategorySelect
          value={values.category_id}
          onChange={(id) => setField('category_id', id)}
          categories={categories}
          loading={categoriesLoading}
          current={currentCategory}
          error={errors.category_id}
        />
        <Input.Wrapper label={t('costLines.location')} error={errors.location} labelElement="div">
          <SegmentedControl
            fullWidth
            aria-label={t('costLines.location')}
            data={COST_LOCATIONS.map((value) => ({ value, label: t(COST_LOCATION_MESSAGES[value]) }))}
            value={values.location}
            onChange={(next) => setField('location', next as CostLineFormValues['location'])}
          />
        </Input.Wrapper>
      </SimpleGrid>
      {part && (
        <Text size="xs" c="dimmed" mt={-4} data-testid="cost-item-charge-part">
          {t('costLines.shownUnder', { part: t(CHARGE_PART_MESSAGES[part]) })}
        </Text>
      )}
      <Input.Wrapper
        label={t('costLines.calculationMethod')}
        labelElement="div"
        description={methodHint(t, values.calculation_method, shipment)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errors.calculation_method}
      >
        <SegmentedControl
          fullWidth
          aria-label={t('costLines.calculationMethod')}
          data={CALCULATION_METHODS.map((value) => ({ value, label: t(CALCULATION_METHOD_MESSAGES[value]) }))}
          value={values.calculation_method}
          onChange={(next) =>
            setField('calculation_method', next as CostLineFormValues['calculation_method'])
          }
          mb={4}
        />
      </Input.Wrapper>
    </Stack>
  );
}
