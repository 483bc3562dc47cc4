import { quotationCreateSchema, quotationDefaults, todayIso } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { FormErrorAlert } from '../../../shared/forms/FormAlerts';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { UnsavedChangesGuard } from '../../../shared/forms/UnsavedChangesGuard';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useGoBack } from '../../../shared/hooks/useGoBack';
import { translateLabels } from '../../../shared/i18n/translateLabels';
import { useT } from '../../../shared/i18n/useT';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { applyQuotationChange } from './applyQuotationChange';
import { QuotationFormLayout } from './QuotationFormLayout';
import { QUOTATION_FIELD_LABELS } from './quotationFieldLabels';
import { type QuotationField, quotationFormValues } from './quotationFormValues';
import { toQuotationInput } from './toQuotationInput';
import { useCreateQuotation } from './useCreateQuotation';

/** New Quotation: the domain's defaults, validated by the domain schema here and again by the server. */
export function NewQuotationForm() {
  const t = useT();
  const form = useRecordForm({
    initial: () => quotationFormValues(quotationDefaults(todayIso())),
    applyChange: (values, patch) => applyQuotationChange(values, patch).next,
    labels: translateLabels(QUOTATION_FIELD_LABELS, t),
  });
  const create = useCreateQuotation();
  const navigate = useNavigate();
  const goBack = useGoBack();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const input = toQuotationInput(form.values, Object.keys(form.values) as QuotationField[]);
    const body = form.validate(quotationCreateSchema, input);
    if (!body) return;
    create.mutate(body, {
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          title: t('quotations.created', { number: created.quotation_number }),
          message: created.client_name
            ? t('quotations.createdFor', { client: created.client_name })
            : t('quotations.createdForSelectedContact'),
        });
        navigate(`/quotations/${created.id}`);
      },
      onError: (error) => {
        void form.fail(error, '');
        form.setFormError(
          t('quotations.createFailed', { reason: apiErrorReason(error, t('common.tryAgain')) }),
        );
      },
    });
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.dirtyFields.length > 0 && !create.isPending && !create.isSuccess} />
      <PageHeader title={t('quotations.newTitle')} subtitle={t('quotations.newSubtitle')} />
      <FormErrorAlert message={form.formError} radius="lg" mb="lg" />
      <QuotationFormLayout values={form.values} errors={form.errors} onChange={form.change} />
      <FormFooter submitLabel={t('quotations.create')} busy={create.isPending} onCancel={goBack} mt="xl" />
    </form>
  );
}
