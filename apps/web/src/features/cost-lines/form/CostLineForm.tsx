import {
  type CostLine,
  canSubmitCostLine,
  costLineFormDefaults,
  costLineRows,
  costLinesApi,
  costLineTotal,
  parentChoices,
} from '@freight/domain';
import { Button, Divider, Group, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { revealInvalidNumbers } from '../../../shared/ui/revealInvalidNumbers';
import { applyCostFormPatch } from './applyCostFormChange';
import { CostCategoriesUnavailable } from './CostCategoriesUnavailable';
import { CostLineAmountFields } from './CostLineAmountFields';
import { CostLineBuyFields } from './CostLineBuyFields';
import { CostLineFormNotices } from './CostLineFormNotices';
import { CostLineMainFields } from './CostLineMainFields';
import { CostLineParentFields } from './CostLineParentFields';
import { CostLineTotalPreview } from './CostLineTotalPreview';
import { COST_ITEM_FIELD_LABELS } from './costLineFieldLabels';
import { costLineFormValuesOf } from './costLineFormValuesOf';
import { costLinePayload } from './costLinePayload';
import { useActiveCostCategories } from './useActiveCostCategories';
import { useSaveCostLine } from './useSaveCostLine';

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

const SAVE_FAILED = 'Failed to save the cost item. Please try again.';

function parentOptions(items: readonly CostLine[], selfId: number | undefined) {
  const numbers = new Map(costLineRows(items).map((row) => [row.item.id, row.number]));
  return parentChoices(items, selfId).map((parent) => ({
    value: String(parent.id),
    label: `${numbers.get(parent.id) ?? '–'}. ${parent.description}`,
  }));
}

/** The cost item form (Add and Edit); it mounts fresh on every opening, so it starts from the defaults. */
export function CostLineForm(props: CostLineFormProps) {
  const { quotationId, currency, totalCbm, totalWeight, chargeableWeight, items, item, onCancel, onSaved } =
    props;
  const form = useRecordForm({
    initial: () => (item ? costLineFormValuesOf(item) : costLineFormDefaults()),
    version: item?.version,
    applyChange: (values, patch) => applyCostFormPatch(values, patch, currency),
    stale: item
      ? {
          labels: COST_ITEM_FIELD_LABELS,
          load: async () => {
            const latest = await callApi(costLinesApi.get, { params: { id: item.id } });
            return { values: costLineFormValuesOf(latest), version: latest.version };
          },
        }
      : undefined,
  });
  const categories = useActiveCostCategories();
  const { save, saving, reset } = useSaveCostLine({
    quotationId,
    item,
    onSaved,
    onFailed: (failure) => void form.fail(failure, SAVE_FAILED),
  });
  const { values } = form;
  const shipment = { total_cbm: totalCbm, total_weight: totalWeight, chargeable_weight: chargeableWeight };
  const computedTotal = costLineTotal(values, shipment, currency);
  const canSave = canSubmitCostLine(values) && categories.isSuccess && !saving;

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload = costLinePayload(values);
    if (!payload || !canSave || form.blockedByConflict()) return;
    form.setFormError(null);
    // The form keeps null for text that is not a number: the field shows why, and nothing is saved.
    if (!revealInvalidNumbers(event.currentTarget as HTMLFormElement)) return;
    save(payload, form.version);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {categories.isError && <CostCategoriesUnavailable onRetry={() => void categories.refetch()} />}
        <CostLineMainFields
          values={values}
          errors={form.errors}
          setField={form.setField}
          categories={categories.data}
          categoriesLoading={categories.isPending}
          currentCategory={item?.category_id_related}
          totalCbm={totalCbm}
          totalWeight={totalWeight}
          chargeableWeight={chargeableWeight}
        />
        <CostLineAmountFields
          values={values}
          errors={form.errors}
          setField={form.setField}
          currency={currency}
          computedTotal={computedTotal}
        />
        <CostLineTotalPreview
          values={values}
          currency={currency}
          total={computedTotal}
          totalCbm={totalCbm}
          totalWeight={totalWeight}
          chargeableWeight={chargeableWeight}
        />
        <CostLineBuyFields
          values={values}
          errors={form.errors}
          setField={form.setField}
          shipment={shipment}
          sellTotal={computedTotal}
          currency={currency}
        />
        <Divider />
        <CostLineParentFields
          values={values}
          errors={form.errors}
          setField={form.setField}
          parentOptions={parentOptions(items, item?.id)}
          hasSubItems={hasSubLines(items, item)}
        />
        <CostLineFormNotices form={form} quotationId={quotationId} onRepriced={reset} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave && !saving} loading={saving}>
            {item ? 'Save Changes' : 'Add Item'}
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
