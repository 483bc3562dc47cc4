import type { Address, AddressRole } from '@freight/domain';
import { Alert, Box } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { AutosaveStatus } from '../../shared/autosave/AutosaveStatus';
import { revealFirstConflict } from '../../shared/autosave/revealFirstConflict';
import { FormFooter } from '../../shared/forms/FormFooter';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { useT } from '../../shared/i18n/useT';
import { useReturnToQuotation } from '../../shared/routing/useReturnToQuotation';
import { AddressFormHeader } from './AddressFormHeader';
import { AddressFormLayout } from './AddressFormLayout';
import { AddressSitesBar } from './AddressSitesBar';
import type { AddressField, AddressFormValues } from './addressFormValues';
import { SAVE_ADDRESS_BUTTON } from './saveAddressButton';
import { useAddressAutosave } from './useAddressAutosave';

interface AddressEditFormProps {
  address: Address;
  role: AddressRole;
  quotationId: number | null;
  quotationNumber?: string;
  /** The quotation's contact, to save the address to its sites. */
  contactId: number | null;
}

/**
 * /addresses/{id}/edit once loaded. Each field saves when left (see useAddressAutosave); Save sends whatever
 * is still unsaved and returns to the quotation (or back), unless a field is refused or in conflict.
 */
export function AddressEditForm({
  address,
  role,
  quotationId,
  quotationNumber,
  contactId,
}: AddressEditFormProps) {
  const t = useT();
  const autosave = useAddressAutosave(address);
  const returnToQuotation = useReturnToQuotation(quotationId);
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    setSubmitting(true);
    const result = await autosave.saveAll();
    setSubmitting(false);
    if (result === 'saved') returnToQuotation();
    else if (result === 'invalid') focusFirstInvalid(formRef.current);
    else if (result === 'conflict') revealFirstConflict(true);
    else setFailure(t('addresses.updateFailed'));
  }

  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate aria-label={t('addresses.form')}>
      <AddressFormHeader
        mode="edit"
        role={role}
        quotationNumber={quotationNumber}
        onBack={returnToQuotation}
      />
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb="lg" role="alert">
          {failure}
        </Alert>
      )}
      <AddressSitesBar contactId={contactId} values={autosave.values} />
      <AddressFormLayout
        values={autosave.values}
        errors={autosave.errors}
        onChange={<K extends AddressField>(field: K, value: AddressFormValues[K], commit?: boolean) =>
          autosave.change({ [field]: value } as Partial<AddressFormValues>, commit ? 'quiet' : 'onLeave')
        }
        onBlur={autosave.leave}
        saveStates={autosave.saveStates}
        conflictAt={autosave.conflictAt}
        destination={role === 'destination'}
      />
      <FormFooter
        layout="sticky-page"
        submitProps={SAVE_ADDRESS_BUTTON}
        submitLabel={t('addresses.save')}
        busy={submitting}
        onCancel={returnToQuotation}
        status={
          <AutosaveStatus
            saving={autosave.saving}
            lastSavedAt={autosave.lastSavedAt}
            conflictCount={autosave.conflictCount}
            idleText={t('addresses.autosaveIdle')}
          />
        }
      />
    </Box>
  );
}
