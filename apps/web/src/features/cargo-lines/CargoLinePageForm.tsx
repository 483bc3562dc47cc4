import {
  BOX_ITEM_MESSAGES,
  type CargoLine,
  cargoLinePageDefaults,
  PAGE_BOX_ITEM_CHOICES,
} from '@freight/domain';
import { Alert, Box, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { apiErrorReason } from '../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../shared/api/hasErrorCode';
import { FormConflicts } from '../../shared/forms/FormConflicts';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { useReturnToQuotation } from '../../shared/routing/useReturnToQuotation';
import { PageHeader } from '../../shared/ui/PageHeader';
import { revealInvalidNumbers } from '../../shared/ui/revealInvalidNumbers';
import { CargoLinePageFields } from './CargoLinePageFields';
import { CargoLineTotalsPreview } from './CargoLineTotalsPreview';
import { cargoLineStaleReload } from './cargoLineConflict';
import { cargoLineDraft } from './cargoLineDraft';
import { cargoLinePayload } from './cargoLinePayload';
import { useCreateCargoLine } from './useCreateCargoLine';
import { useUpdateCargoLine } from './useUpdateCargoLine';
import { withItemUnits } from './withItemUnits';

interface CargoLinePageFormProps {
  /** The item to edit, or null for /box-items/new. */
  item: CargoLine | null;
  /** Where to return; for an edit without `?quotationId=` the item's own quotation. */
  quotationId: number;
  quotationNumber?: string;
}

/** /box-items/new and /box-items/{id}/edit: every field of a cargo line, with its totals alongside. */
export function CargoLinePageForm({ item, quotationId, quotationNumber }: CargoLinePageFormProps) {
  const form = useRecordForm({
    initial: () => cargoLineDraft(item ?? cargoLinePageDefaults(), 'text'),
    version: item?.version,
    stale: cargoLineStaleReload(item, 'text'),
  });
  const { values: draft, errors, setField } = form;
  const create = useCreateCargoLine();
  const update = useUpdateCargoLine();
  const returnToQuotation = useReturnToQuotation(quotationId);
  const saving = create.isPending || update.isPending;
  const error = item ? update.error : create.error;
  // A 412 is merged into the form (its conflicts shown there), not told as a failure.
  const failure = form.stale && hasErrorCode(error, 'PRECONDITION_FAILED') ? null : error;
  const choices = withItemUnits(PAGE_BOX_ITEM_CHOICES, item);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    // Text that is not a number is shown with its message and blocks the save, rather than being sent as null.
    const numbersValid = form.formRef.current ? revealInvalidNumbers(form.formRef.current) : true;
    if (!draft.name.trim()) {
      form.setErrors({ name: BOX_ITEM_MESSAGES.nameRequired });
      focusFirstInvalid(form.formRef.current);
      return;
    }
    if (!numbersValid) return;
    if (form.blockedByConflict()) return;
    const body = cargoLinePayload(draft);
    try {
      if (item)
        await update.mutateAsync({ id: item.id, changes: body, version: form.version ?? item.version });
      else await create.mutateAsync({ ...body, quotation_id: quotationId });
      returnToQuotation();
    } catch (error) {
      void form.fail(error, 'Please try again.');
    }
  }

  const forQuotation = quotationNumber ? ` for quotation ${quotationNumber}` : '';
  return (
    <Box component="form" ref={form.formRef} onSubmit={submit} noValidate aria-label="Box item form">
      <PageHeader
        title={item ? 'Edit Box Item' : 'New Box Item'}
        subtitle={item ? `${item.name}${forQuotation}.` : `A cargo line${forQuotation}.`}
        actions={
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={returnToQuotation}>
            Back
          </Button>
        }
      />
      {form.stale && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} mb="sm">
          Someone else saved this item meanwhile. Their changes are in the form and yours are kept; where you
          both changed a field, choose which value stays, then save.
        </Alert>
      )}
      <FormConflicts fields={form.conflictFields} conflictAt={form.conflictAt} />
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb="lg" role="alert">
          {`Failed to ${item ? 'update' : 'create'} box item: ${apiErrorReason(failure, 'Please try again.')}`}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CargoLinePageFields draft={draft} errors={errors} setField={setField} choices={choices} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder shadow="xs" p="lg" style={{ position: 'sticky', top: 88 }}>
            <Stack gap="md">
              <div>
                <Title order={2} fz="md" fw={650}>
                  Totals
                </Title>
                <Text size="sm" c="dimmed">
                  Worked out as you type; the quotation's totals follow when you save.
                </Text>
              </div>
              <CargoLineTotalsPreview draft={draft} columns={2} />
              <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />} fullWidth>
                {item ? 'Save Changes' : 'Create Box Item'}
              </Button>
              <Button variant="default" onClick={returnToQuotation} disabled={saving} fullWidth>
                Cancel
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
