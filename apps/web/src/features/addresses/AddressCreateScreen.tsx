import { type AddressCreateInput, type AddressRole, addressCreateSchema } from '@freight/domain';
import { Alert, Box, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useRef } from 'react';
import { ApiError } from '../../shared/api/ApiError';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { schemaFieldErrors } from '../../shared/forms/schemaFieldErrors';
import { useReturnToQuotation } from '../../shared/routing/useReturnToQuotation';
import { useQuotation } from '../quotations/useQuotation';
import { AddressFormFooter } from './AddressFormFooter';
import { AddressFormHeader } from './AddressFormHeader';
import { AddressFormLayout } from './AddressFormLayout';
import type { AddressFormErrors } from './addressFormValues';
import { addressPayload } from './addressPayload';
import { useAddressFormState } from './useAddressFormState';
import { useCreateAddress } from './useCreateAddress';

const noBlur = () => {};

/**
 * /addresses/create: a new origin or destination address. The server links it to the quotation in the same
 * transaction (`quotation_id`, `quotation_role`), then the user is taken back to the refreshed quotation.
 */
export function AddressCreateScreen({ quotationId, role }: { quotationId: number; role: AddressRole }) {
  const { values, errors, setErrors, change } = useAddressFormState();
  const create = useCreateAddress();
  const quotation = useQuotation(quotationId);
  const returnToQuotation = useReturnToQuotation(quotationId);
  const formRef = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...addressPayload(values),
      quotation_id: quotationId,
      quotation_role: role,
    } as AddressCreateInput;
    const parsed = addressCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    create.mutate(body, {
      onSuccess: returnToQuotation,
      onError: (error) => {
        if (ApiError.is(error)) setErrors(error.fields as AddressFormErrors);
        focusFirstInvalid(formRef.current);
      },
    });
  }

  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate aria-label="Address form">
      <AddressFormHeader
        mode="create"
        role={role}
        quotationNumber={quotation.data?.quotation_number}
        onBack={returnToQuotation}
      />
      {create.error && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          mb="lg"
          role="alert"
          title="Failed to create address. Please try again."
        >
          {create.error.message}
        </Alert>
      )}
      <AddressFormLayout
        values={values}
        errors={errors}
        onChange={change}
        onBlur={noBlur}
        saveStates={{}}
        destination={role === 'destination'}
      />
      <AddressFormFooter
        submitLabel="Create Address"
        saving={create.isPending}
        onCancel={returnToQuotation}
        status={
          <Text size="sm" c="dimmed">
            Fields marked * are required.
          </Text>
        }
      />
    </Box>
  );
}
