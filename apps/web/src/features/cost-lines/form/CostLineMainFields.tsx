import {
  CALCULATION_METHODS,
  CHARGE_PART_LABELS,
  COST_LOCATIONS,
  type CostLineFormValues,
  chargePartOf,
} from '@freight/domain';
import { Input, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatCbm } from '../../../shared/format/formatCbm';
import { formatKg } from '../../../shared/format/formatKg';
import { CostCategorySelect } from './CostCategorySelect';
import { CostLineClientDescriptionField } from './CostLineClientDescriptionField';
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
  method: CostLineFormValues['calculation_method'],
  shipment: CostLineShipmentTotals,
): string {
  switch (method) {
    case 'Fixed':
      return 'A set amount: the total you enter.';
    case 'CBM':
      return `Rate × the shipment's total volume (${formatCbm(shipment.total_cbm)} CBM).`;
    case 'Weight':
      return `Rate × the shipment's total weight (${formatKg(shipment.total_weight)} kg).`;
    case 'Chargeable':
      return `Rate × the shipment's chargeable weight by transport mode (${formatKg(shipment.chargeable_weight)} kg).`;
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
  const { values, errors, setField } = fields;
  const chosen = categories?.find((category) => category.id === values.category_id);
  const part = chosen?.part ? chargePartOf(chosen.part, values.location) : undefined;
  return (
    <Stack gap="sm">
      <TextInput
        label="Description"
        placeholder="e.g. Ocean freight Shanghai to Rotterdam"
        value={values.description}
        onChange={(event) => setField('description', event.currentTarget.value)}
        maxLength={500}
        required
        data-autofocus
        description="For the desk: the client never sees it."
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
        <Input.Wrapper label="Location" error={errors.location} labelElement="div">
          <SegmentedControl
            fullWidth
            aria-label="Location"
            data={[...COST_LOCATIONS]}
            value={values.location}
            onChange={(next) => setField('location', next as CostLineFormValues['location'])}
          />
        </Input.Wrapper>
      </SimpleGrid>
      {part && (
        <Text size="xs" c="dimmed" mt={-4} data-testid="cost-item-charge-part">
          Shown under {CHARGE_PART_LABELS[part]} in the breakdown.
        </Text>
      )}
      <Input.Wrapper
        label="Calculation method"
        labelElement="div"
        description={methodHint(values.calculation_method, shipment)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errors.calculation_method}
      >
        <SegmentedControl
          fullWidth
          aria-label="Calculation method"
          data={[...CALCULATION_METHODS]}
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
