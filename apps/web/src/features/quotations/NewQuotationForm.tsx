import { quotationCreateSchema, quotationDefaults, todayIso } from '@freight/domain';
import { Alert, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/ApiError';
import { apiErrorReason } from '../../shared/api/apiErrorMessage';
import { schemaFieldErrors } from '../../shared/forms/schemaFieldErrors';
import { useGoBack } from '../../shared/hooks/useGoBack';
import { PageHeader } from '../../shared/ui/PageHeader';
import { applyQuotationChange } from './applyQuotationChange';
import { QuotationFormLayout } from './QuotationFormLayout';
import { type QuotationField, type QuotationFormValues, quotationFormValues } from './quotationFormValues';
import { toQuotationInput } from './toQuotationInput';
import { useCreateQuotation } from './useCreateQuotation';

type FieldErrors = Partial<Record<QuotationField, string>>;

/** New Quotation: the spec's defaults, validated by the domain schema here and again by the server. */
export function NewQuotationForm() {
  const [values, setValues] = useState(() => quotationFormValues(quotationDefaults(todayIso())));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateQuotation();
  const navigate = useNavigate();
  const goBack = useGoBack();

  const change = (patch: Partial<QuotationFormValues>) => {
    const { next, fields } = applyQuotationChange(values, patch);
    setValues(next);
    // Editing a field clears its message; the next submit checks it again.
    setErrors((current) => {
      const copy = { ...current };
      for (const field of fields) delete copy[field];
      return copy;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = quotationCreateSchema.safeParse(
      toQuotationInput(values, Object.keys(values) as QuotationField[]),
    );
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          title: `Quotation ${created.quotation_number} created`,
          message: `For ${created.client_name || 'the selected contact'}.`,
        });
        navigate(`/quotations/${created.id}`);
      },
      onError: (error) => {
        if (ApiError.is(error)) setErrors(error.fields as FieldErrors);
        setServerError(`Failed to create quotation: ${apiErrorReason(error, 'Please try again.')}`);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <PageHeader title="New Quotation" subtitle="Start a quotation for a client shipment." />
      {serverError && (
        <Alert
          color="red"
          variant="light"
          radius="lg"
          icon={<IconAlertCircle size={20} />}
          mb="lg"
          role="alert"
        >
          {serverError}
        </Alert>
      )}
      <QuotationFormLayout values={values} errors={errors} onChange={change} />
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={goBack} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Create Quotation
        </Button>
      </Group>
    </form>
  );
}
