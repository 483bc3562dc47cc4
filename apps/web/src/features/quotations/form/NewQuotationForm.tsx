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
import { PageHeader } from '../../../shared/ui/PageHeader';
import { applyQuotationChange } from './applyQuotationChange';
import { QuotationFormLayout } from './QuotationFormLayout';
import { type QuotationField, quotationFormValues } from './quotationFormValues';
import { toQuotationInput } from './toQuotationInput';
import { useCreateQuotation } from './useCreateQuotation';

/** New Quotation: the domain's defaults, validated by the domain schema here and again by the server. */
export function NewQuotationForm() {
  const form = useRecordForm({
    initial: () => quotationFormValues(quotationDefaults(todayIso())),
    applyChange: (values, patch) => applyQuotationChange(values, patch).next,
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
          title: `Quotation ${created.quotation_number} created`,
          message: `For ${created.client_name || 'the selected contact'}.`,
        });
        navigate(`/quotations/${created.id}`);
      },
      onError: (error) => {
        void form.fail(error, '');
        form.setFormError(`Failed to create quotation: ${apiErrorReason(error, 'Please try again.')}`);
      },
    });
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.dirtyFields.length > 0 && !create.isPending && !create.isSuccess} />
      <PageHeader title="New Quotation" subtitle="Start a quotation for a client shipment." />
      <FormErrorAlert message={form.formError} radius="lg" mb="lg" />
      <QuotationFormLayout values={form.values} errors={form.errors} onChange={form.change} />
      <FormFooter submitLabel="Create Quotation" busy={create.isPending} onCancel={goBack} mt="xl" />
    </form>
  );
}
