import {
  type CostLine,
  canSubmitCostLine,
  costLineFormDefaults,
  costLineRows,
  costLinesApi,
  costLineTotal,
  parentChoices,
} from '@freight/domain';
import { Alert, Button, Divider, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { FormConflicts } from '../../../shared/forms/FormConflicts';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { revealInvalidNumbers } from '../../../shared/ui/revealInvalidNumbers';
import { MissingRateReprice } from '../../exchange-rates/MissingRateReprice';
import { useCreateCostLine } from '../useCreateCostLine';
import { useUpdateCostLine } from '../useUpdateCostLine';
import { applyCostFormPatch } from './applyCostFormChange';
import { CostCategoriesUnavailable } from './CostCategoriesUnavailable';
import { CostLineAmountFields } from './CostLineAmountFields';
import { CostLineBuyFields } from './CostLineBuyFields';
import { CostLineMainFields } from './CostLineMainFields';
import { CostLineParentFields } from './CostLineParentFields';
import { CostLineTotalPreview } from './CostLineTotalPreview';
import { COST_ITEM_FIELD_LABELS } from './costLineFieldLabels';
import { costLineFormValuesOf } from './costLineFormValuesOf';
import { costLinePayload } from './costLinePayload';
import { useActiveCostCategories } from './useActiveCostCategories';

interface CostLineFormProps {
  quotationId: number;
  /** The quotation's currency: every amount here is in it. */
  currency: string;
  /** The quotation's shipment totals, which CBM and Weight rates apply to. */
  totalCbm: number;
  totalWeight: number;
  chargeableWeight: number;
  /** Every cost line of the quotation (for the parent choices). */
  items: readonly CostLine[];
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
  const create = useCreateCostLine();
  const update = useUpdateCostLine();
  const saving = create.isPending || update.isPending;
  const { values } = form;
  const computedTotal = costLineTotal(
    values,
    { total_cbm: totalCbm, total_weight: totalWeight, chargeable_weight: chargeableWeight },
    currency,
  );
  const canSave = canSubmitCostLine(values) && categories.isSuccess && !saving;

  function saved(result: CostLine, verb: string) {
    notifications.show({ color: 'teal', title: `Cost item ${verb}`, message: result.description });
    onSaved(result);
  }

  const failed = (failure: Error) => void form.fail(failure, SAVE_FAILED);

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload = costLinePayload(values);
    if (!payload || !canSave || form.blockedByConflict()) return;
    form.setFormError(null);
    // The form keeps null for text that is not a number: the field shows why, and nothing is saved.
    if (!revealInvalidNumbers(event.currentTarget as HTMLFormElement)) return;
    if (item) {
      update.mutate(
        {
          id: item.id,
          quotationId: item.quotation_id,
          version: form.version ?? item.version,
          changes: payload,
        },
        { onSuccess: (result) => saved(result, 'updated'), onError: failed },
      );
    } else {
      create.mutate(
        { ...payload, quotation_id: quotationId },
        { onSuccess: (result) => saved(result, 'added'), onError: failed },
      );
    }
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
          shipment={{ total_cbm: totalCbm, total_weight: totalWeight, chargeable_weight: chargeableWeight }}
          sellTotal={computedTotal}
          currency={currency}
        />
        <Divider />
        <CostLineParentFields
          values={values}
          errors={form.errors}
          setField={form.setField}
          parentOptions={parentOptions(items, item?.id)}
          hasSubItems={
            item !== null && items.some((other) => other.is_sub_item && other.parent_id === item.id)
          }
        />
        {form.stale && (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
            Someone else changed this cost item meanwhile. Their changes are in the form and yours are kept;
            where you both changed a field, choose which value stays, then save.
          </Alert>
        )}
        <FormConflicts fields={form.conflictFields} conflictAt={form.conflictAt} />
        {form.formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {form.formError}
          </Alert>
        )}
        {form.errors.buy_currency?.startsWith('No exchange rate') && (
          <MissingRateReprice
            quotationId={quotationId}
            onRepriced={() => {
              create.reset();
              update.reset();
              form.setErrors({});
              form.setFormError(null);
            }}
          />
        )}
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
