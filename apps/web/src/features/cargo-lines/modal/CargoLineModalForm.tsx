import { type CargoLine, canSubmitCargoLine, MODAL_BOX_ITEM_CHOICES } from '@freight/domain';
import { Button, Divider, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useContext } from 'react';
import { useDialogCloseGuard } from '../../../shared/forms/FormModal';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { revealInvalidNumbers } from '../../../shared/ui/revealInvalidNumbers';
import { CurrentSessionContext } from '../../auth/session/CurrentSessionContext';
import { CargoLineNameAndQuantity, CargoLineWeightInput } from '../form/CargoLineBasicFields';
import { CargoLineFormNotices } from '../form/CargoLineFormNotices';
import { CargoLineInsuranceFields } from '../form/CargoLineInsuranceFields';
import { CargoLineSizeFields } from '../form/CargoLineSizeFields';
import { CargoLineTotalsPreview } from '../form/CargoLineTotalsPreview';
import { CargoLineValueFields } from '../form/CargoLineValueFields';
import { ConditionInput } from '../form/ConditionInput';
import { cargoLineFieldLabels, cargoLineStaleReload } from '../form/cargoLineConflict';
import { cargoLineDraft } from '../form/cargoLineDraft';
import { newCargoLineDefaults, rememberCargoUnits } from '../form/rememberedCargoUnits';
import { useSaveCargoLine } from '../form/useSaveCargoLine';
import { withItemUnits } from '../form/withItemUnits';

interface CargoLineModalFormProps {
  quotationId: number;
  /** The quotation's currency: a new line's declared and insured values start in it. */
  currency?: string;
  /** The item to edit, or null to add one. */
  item: CargoLine | null;
  onCancel: () => void;
  onSaved: (item: CargoLine) => void;
}

/**
 * The Add/Edit Item form. Submit stays disabled until the item can be measured (`canSubmitCargoLine`), and
 * the CBM and weight it will count for are shown while the user types.
 */
export function CargoLineModalForm({
  quotationId,
  currency,
  item,
  onCancel,
  onSaved,
}: CargoLineModalFormProps) {
  const t = useT();
  const userId = useContext(CurrentSessionContext)?.user.id;
  const form = useRecordForm({
    initial: () =>
      cargoLineDraft(item ?? newCargoLineDefaults(userId, MODAL_BOX_ITEM_CHOICES, currency), 'tags'),
    version: item?.version,
    labels: cargoLineFieldLabels(),
    stale: cargoLineStaleReload(item, 'tags'),
  });
  const { values: draft, errors, setField } = form;
  const fields = { draft, errors, setField };
  const { save, saving, failure } = useSaveCargoLine(form, item, quotationId);
  const choices = withItemUnits(MODAL_BOX_ITEM_CHOICES, item);
  const ready = canSubmitCargoLine(draft);
  // A new line's typing is asked about before the dialog drops it.
  useDialogCloseGuard(!item && form.dirtyFields.length > 0 && !saving);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || saving) return;
    // Text that is not a number is shown with its message and blocks the save, rather than being sent as null.
    if (!revealInvalidNumbers(event.currentTarget as HTMLFormElement)) return;
    if (form.blockedByConflict()) return;
    const saved = await save();
    if (!saved) return;
    // The next line this user adds starts in the units of this one.
    rememberCargoUnits(userId, saved);
    onSaved(saved);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={item ? t('cargoLines.editItemForm') : t('cargoLines.addItemForm')}
    >
      <Stack gap="md">
        <CargoLineFormNotices form={form} failure={failure} editing={item !== null} />
        <CargoLineNameAndQuantity
          {...fields}
          spacing="sm"
          nameProps={{ required: true, 'data-autofocus': true }}
        />
        <CargoLineSizeFields
          {...fields}
          dimensionUnits={choices.dimensionUnits}
          volumeUnits={choices.volumeUnits}
          volumeStep={0.001}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CargoLineWeightInput {...fields} units={choices.weightUnits} required />
          <ConditionInput
            value={draft.condition}
            conditions={choices.conditions}
            error={errors.condition}
            onChange={(value) => setField('condition', value)}
          />
        </SimpleGrid>
        <CargoLineTotalsPreview draft={draft} />
        <Divider label={t('cargoLines.valueAndProduct')} labelPosition="left" />
        <CargoLineValueFields {...fields} />
        <CargoLineInsuranceFields {...fields} />
        <Group justify="flex-end" gap="sm" pt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('cargoLines.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!ready}
            loading={saving}
            leftSection={item ? <IconDeviceFloppy size={16} /> : <IconPlus size={16} />}
          >
            {item ? t('cargoLines.saveChanges') : t('cargoLines.addItem')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
