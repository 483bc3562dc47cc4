import { type CostLine, costLineRows, parentChoices } from '@freight/domain';
import { Button, Divider, Group, Stack } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { CostCategoriesUnavailable } from './CostCategoriesUnavailable';
import { CostLineAmountFields } from './CostLineAmountFields';
import { CostLineBuyFields } from './CostLineBuyFields';
import { CostLineFormNotices } from './CostLineFormNotices';
import { CostLineMainFields } from './CostLineMainFields';
import { CostLineParentFields } from './CostLineParentFields';
import { CostLineTotalPreview } from './CostLineTotalPreview';
import { useCostLineForm } from './useCostLineForm';

/** The quotation a cost line form works in: its currency, its shipment totals and its other lines. */
export interface CostLineQuotation {
  quotationId: number;
  /** The quotation's currency: every amount here is in it. */
  currency: string;
  /** The quotation's shipment totals, which CBM and Weight rates apply to. */
  totalCbm: number;
  totalWeight: number;
  chargeableWeight: number;
  /** Every cost line of the quotation (for the parent choices). */
  items: readonly CostLine[];
}

interface CostLineFormProps extends CostLineQuotation {
  /** The line being edited; null to add one. */
  item: CostLine | null;
  onCancel: () => void;
  onSaved: (item: CostLine) => void;
}

function parentOptions(items: readonly CostLine[], selfId: number | undefined) {
  const numbers = new Map(costLineRows(items).map((row) => [row.item.id, row.number]));
  return parentChoices(items, selfId).map((parent) => ({
    value: String(parent.id),
    label: `${numbers.get(parent.id) ?? '–'}. ${parent.description}`,
  }));
}

/** The cost item form (Add and Edit); it mounts fresh on every opening, so it starts from the defaults. */
export function CostLineForm({
  quotationId,
  currency,
  items,
  item,
  onCancel,
  onSaved,
  ...totals
}: CostLineFormProps) {
  const t = useT();
  const shipment = {
    total_cbm: totals.totalCbm,
    total_weight: totals.totalWeight,
    chargeable_weight: totals.chargeableWeight,
  };
  const { form, fields, categories, computedTotal, canSave, saving, saveError, resetSave, submit } =
    useCostLineForm({
      quotationId,
      currency,
      shipment,
      item,
      onSaved,
    });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {categories.isError && <CostCategoriesUnavailable onRetry={() => void categories.refetch()} />}
        <CostLineMainFields
          fields={fields}
          categories={categories.data}
          categoriesLoading={categories.isPending}
          currentCategory={item?.category_id_related}
          shipment={shipment}
        />
        <CostLineAmountFields fields={fields} currency={currency} computedTotal={computedTotal} />
        <CostLineTotalPreview
          values={fields.values}
          currency={currency}
          total={computedTotal}
          shipment={shipment}
        />
        <CostLineBuyFields
          fields={fields}
          shipment={shipment}
          sellTotal={computedTotal}
          currency={currency}
        />
        <Divider />
        <CostLineParentFields
          fields={fields}
          parentOptions={parentOptions(items, item?.id)}
          hasSubItems={hasSubLines(items, item)}
        />
        <CostLineFormNotices
          form={form}
          quotationId={quotationId}
          saveError={saveError}
          onRepriced={resetSave}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('costLines.cancel')}
          </Button>
          <Button type="submit" disabled={!canSave && !saving} loading={saving}>
            {item ? t('costLines.saveChanges') : t('costLines.addItem')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Whether other lines of the quotation are sub-lines of this one. */
function hasSubLines(items: readonly CostLine[], item: CostLine | null): boolean {
  return item !== null && items.some((other) => other.is_sub_item && other.parent_id === item.id);
}
