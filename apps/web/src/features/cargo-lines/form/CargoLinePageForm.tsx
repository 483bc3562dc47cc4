import { type CargoLine, cargoLinePageDefaults, PAGE_BOX_ITEM_CHOICES } from '@freight/domain';
import { Box, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '../../../shared/forms/focusFirstInvalid';
import { UnsavedChangesGuard } from '../../../shared/forms/UnsavedChangesGuard';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { useReturnToQuotation } from '../../../shared/routing/useReturnToQuotation';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { revealInvalidNumbers } from '../../../shared/ui/revealInvalidNumbers';
import { CargoLineFormNotices } from './CargoLineFormNotices';
import { CargoLinePageFields } from './CargoLinePageFields';
import { CargoLineTotalsPreview } from './CargoLineTotalsPreview';
import { cargoLineFieldLabels, cargoLineStaleReload } from './cargoLineConflict';
import { cargoLineDraft } from './cargoLineDraft';
import { useSaveCargoLine } from './useSaveCargoLine';
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
  const t = useT();
  const form = useRecordForm({
    initial: () => cargoLineDraft(item ?? cargoLinePageDefaults(), 'text'),
    version: item?.version,
    labels: cargoLineFieldLabels(),
    stale: cargoLineStaleReload(item, 'text'),
  });
  const { values: draft, errors, setField } = form;
  const { save, saving, failure } = useSaveCargoLine(form, item, quotationId);
  const returnToQuotation = useReturnToQuotation(quotationId);
  const choices = withItemUnits(PAGE_BOX_ITEM_CHOICES, item);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    // Text that is not a number is shown with its message and blocks the save, rather than being sent as null.
    const numbersValid = form.formRef.current ? revealInvalidNumbers(form.formRef.current) : true;
    if (!draft.name.trim()) {
      form.setErrors({ name: t('cargoLines.nameRequired') });
      focusFirstInvalid(form.formRef.current);
      return;
    }
    if (!numbersValid) return;
    if (form.blockedByConflict()) return;
    if (await save()) returnToQuotation();
  }

  const subtitle = item
    ? quotationNumber
      ? t('cargoLines.editSubtitleForQuotation', { name: item.name, number: quotationNumber })
      : t('cargoLines.editSubtitle', { name: item.name })
    : quotationNumber
      ? t('cargoLines.newSubtitleForQuotation', { number: quotationNumber })
      : t('cargoLines.newSubtitle');
  return (
    <Box
      component="form"
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('cargoLines.formName')}
    >
      <UnsavedChangesGuard dirty={form.dirtyFields.length > 0 && !saving} />
      <PageHeader
        title={item ? t('cargoLines.editTitle') : t('cargoLines.newTitle')}
        subtitle={subtitle}
        actions={
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={returnToQuotation}>
            {t('cargoLines.back')}
          </Button>
        }
      />
      <CargoLineFormNotices form={form} failure={failure} editing={item !== null} failureGap="lg" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CargoLinePageFields draft={draft} errors={errors} setField={setField} choices={choices} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder shadow="xs" p="lg" style={{ position: 'sticky', top: 88 }}>
            <Stack gap="md">
              <div>
                <Title order={2} fz="md" fw={650}>
                  {t('cargoLines.totals')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('cargoLines.totalsHint')}
                </Text>
              </div>
              <CargoLineTotalsPreview draft={draft} columns={2} />
              <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />} fullWidth>
                {item ? t('cargoLines.saveChanges') : t('cargoLines.createItem')}
              </Button>
              <Button variant="default" onClick={returnToQuotation} disabled={saving} fullWidth>
                {t('cargoLines.cancel')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
