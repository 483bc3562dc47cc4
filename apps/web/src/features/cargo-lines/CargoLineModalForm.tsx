import {
  type CargoLine,
  canSubmitCargoLine,
  cargoLineModalDefaults,
  MODAL_BOX_ITEM_CHOICES,
  type WeightUnit,
} from '@freight/domain';
import { Alert, Button, Divider, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { apiErrorReason } from '../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../shared/api/hasErrorCode';
import { FormConflicts } from '../../shared/forms/FormConflicts';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { revealInvalidNumbers } from '../../shared/ui/revealInvalidNumbers';
import { CargoLineInsuranceFields } from './CargoLineInsuranceFields';
import { CargoLineSizeFields } from './CargoLineSizeFields';
import { CargoLineTotalsPreview } from './CargoLineTotalsPreview';
import { CargoLineValueFields } from './CargoLineValueFields';
import { ConditionInput } from './ConditionInput';
import { cargoLineStaleReload } from './cargoLineConflict';
import { cargoLineDraft } from './cargoLineDraft';
import { cargoLinePayload } from './cargoLinePayload';
import { QuantityInput } from './QuantityInput';
import { UnitNumberInput } from './UnitNumberInput';
import { useCreateCargoLine } from './useCreateCargoLine';
import { useUpdateCargoLine } from './useUpdateCargoLine';
import { withItemUnits } from './withItemUnits';

interface CargoLineModalFormProps {
  quotationId: number;
  /** The item to edit, or null to add one. */
  item: CargoLine | null;
  onCancel: () => void;
  onSaved: (item: CargoLine) => void;
}

/**
 * The Add/Edit Item form. Submit stays disabled until the item can be measured (`canSubmitCargoLine`), and
 * the CBM and weight it will count for are shown while the user types.
 */
export function CargoLineModalForm({ quotationId, item, onCancel, onSaved }: CargoLineModalFormProps) {
  const form = useRecordForm({
    initial: () => cargoLineDraft(item ?? cargoLineModalDefaults(), 'tags'),
    version: item?.version,
    stale: cargoLineStaleReload(item, 'tags'),
  });
  const { values: draft, errors, setField } = form;
  const create = useCreateCargoLine();
  const update = useUpdateCargoLine();
  const saving = create.isPending || update.isPending;
  const error = item ? update.error : create.error;
  // A 412 is merged into the form (its conflicts shown there), not told as a failure.
  const failure = form.stale && hasErrorCode(error, 'PRECONDITION_FAILED') ? null : error;
  const choices = withItemUnits(MODAL_BOX_ITEM_CHOICES, item);
  const ready = canSubmitCargoLine(draft);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || saving) return;
    // Text that is not a number is shown with its message and blocks the save, rather than being sent as null.
    if (!revealInvalidNumbers(event.currentTarget as HTMLFormElement)) return;
    if (form.blockedByConflict()) return;
    const body = cargoLinePayload(draft);
    try {
      const saved = item
        ? await update.mutateAsync({ id: item.id, changes: body, version: form.version ?? item.version })
        : await create.mutateAsync({ ...body, quotation_id: quotationId });
      onSaved(saved);
    } catch (error) {
      void form.fail(error, 'Please try again.');
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={item ? 'Edit item' : 'Add item'}>
      <Stack gap="md">
        {form.stale && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} mb="sm">
            Someone else saved this item meanwhile. Their changes are in the form and yours are kept; where
            you both changed a field, choose which value stays, then save.
          </Alert>
        )}
        <FormConflicts fields={form.conflictFields} conflictAt={form.conflictAt} />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {`Failed to ${item ? 'update' : 'create'} box item: ${apiErrorReason(failure, 'Please try again.')}`}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Name"
            placeholder="e.g. Office desk, boxed"
            required
            data-autofocus
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
        <CargoLineSizeFields
          draft={draft}
          errors={errors}
          setField={setField}
          dimensionUnits={choices.dimensionUnits}
          volumeUnits={choices.volumeUnits}
          volumeStep={0.001}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <UnitNumberInput
            label="Weight"
            required
            step={0.01}
            value={draft.weight_value}
            onChange={(value) => setField('weight_value', value)}
            error={errors.weight_value}
            unit={draft.weight_unit}
            units={choices.weightUnits}
            onUnitChange={(unit) => setField('weight_unit', unit as WeightUnit)}
            unitLabel="Weight unit"
          />
          <ConditionInput
            value={draft.condition}
            conditions={choices.conditions}
            error={errors.condition}
            onChange={(value) => setField('condition', value)}
          />
        </SimpleGrid>
        <CargoLineTotalsPreview draft={draft} />
        <Divider label="Value and product" labelPosition="left" />
        <CargoLineValueFields draft={draft} errors={errors} setField={setField} />
        <CargoLineInsuranceFields draft={draft} errors={errors} setField={setField} />
        <Group justify="flex-end" gap="sm" pt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!ready}
            loading={saving}
            leftSection={item ? <IconDeviceFloppy size={16} /> : <IconPlus size={16} />}
          >
            {item ? 'Save Changes' : 'Add Item'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
