import { type Address, type AddressRole, addressUpdateSchema } from '@freight/domain';
import { Alert, Box } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/ApiError';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { useReturnToQuotation } from '../../shared/routing/useReturnToQuotation';
import { AddressAutosaveNote } from './AddressAutosaveNote';
import { AddressFormFooter } from './AddressFormFooter';
import { AddressFormHeader } from './AddressFormHeader';
import { AddressFormLayout } from './AddressFormLayout';
import { type AddressFormErrors, addressFieldErrors } from './addressFieldErrors';
import { addressPayload } from './addressPayload';
import { useAddressAutosave } from './useAddressAutosave';
import { useUpdateAddress } from './useUpdateAddress';

interface AddressEditFormProps {
  address: Address;
  role: AddressRole;
  quotationId: number | null;
  quotationNumber?: string;
}

const UPDATE_FAILED = 'Failed to update address. Please try again.';

/**
 * /addresses/{id}/edit once loaded. Each field saves when left; Save sends whatever is still unsaved and
 * returns to the quotation (or back).
 */
export function AddressEditForm({ address, role, quotationId, quotationNumber }: AddressEditFormProps) {
  const autosave = useAddressAutosave(address);
  const update = useUpdateAddress();
  const returnToQuotation = useReturnToQuotation(quotationId);
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    setSubmitting(true);
    try {
      await autosave.flush();
      const values = autosave.current();
      const parsed = addressUpdateSchema.safeParse(addressPayload(values));
      if (!parsed.success) {
        autosave.setErrors(addressFieldErrors(parsed.error));
        focusFirstInvalid(formRef.current);
        return;
      }
      const fields = autosave.unsavedFields();
      if (fields.length > 0) {
        const updated = await update.mutateAsync({
          id: address.id,
          changes: addressPayload(values, fields),
          version: autosave.version(),
        });
        autosave.confirmSaved(updated);
      }
      returnToQuotation();
    } catch (error) {
      if (ApiError.is(error, 412)) {
        // Someone else saved meanwhile: show their version with this user's edits on top, and stay.
        await autosave.reload().catch(() => setFailure(UPDATE_FAILED));
        return;
      }
      if (ApiError.is(error)) autosave.setErrors(error.fields as AddressFormErrors);
      setFailure(UPDATE_FAILED);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate aria-label="Address form">
      <AddressFormHeader
        mode="edit"
        role={role}
        quotationNumber={quotationNumber}
        onBack={returnToQuotation}
      />
      {autosave.conflict && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconRefresh size={18} />}
          mb="lg"
          role="alert"
          title="This address was changed by someone else."
          withCloseButton
          onClose={autosave.dismissConflict}
        >
          The latest version has been loaded. Your unsaved edits were kept and saved on top of it; check the
          fields before you continue.
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb="lg" role="alert">
          {failure}
        </Alert>
      )}
      <AddressFormLayout
        values={autosave.values}
        errors={autosave.errors}
        onChange={autosave.change}
        onBlur={autosave.blur}
        saveStates={autosave.saveStates}
        destination={role === 'destination'}
      />
      <AddressFormFooter
        submitLabel="Save Address"
        saving={submitting}
        onCancel={returnToQuotation}
        status={<AddressAutosaveNote saveStates={autosave.saveStates} />}
      />
    </Box>
  );
}
