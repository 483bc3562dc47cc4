import { type AddressCreateInput, type AddressRole, addressCreateSchema } from '@freight/domain';
import { Alert, Box, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { apiErrorReason } from '../../shared/api/apiErrorMessage';
import { FormFooter } from '../../shared/forms/FormFooter';
import { UnsavedChangesGuard } from '../../shared/forms/UnsavedChangesGuard';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { translateLabels } from '../../shared/i18n/translateLabels';
import { useT } from '../../shared/i18n/useT';
import { useReturnToQuotation } from '../../shared/routing/useReturnToQuotation';
import { useQuotation } from '../quotations/data/useQuotation';
import { AddressFormHeader } from './AddressFormHeader';
import { AddressFormLayout } from './AddressFormLayout';
import { AddressSitesBar } from './AddressSitesBar';
import { addressFieldLabels } from './addressFieldLabels';
import { addressFormValues } from './addressFormValues';
import { addressPayload } from './addressPayload';
import { SAVE_ADDRESS_BUTTON } from './saveAddressButton';
import { useCreateAddress } from './useCreateAddress';

const noBlur = () => {};

/**
 * /addresses/create: a new origin or destination address. The server links it to the quotation in the same
 * transaction (`quotation_id`, `quotation_role`), then the user is taken back to the refreshed quotation.
 */
export function AddressCreateScreen({ quotationId, role }: { quotationId: number; role: AddressRole }) {
  const t = useT();
  const form = useRecordForm({
    initial: () => addressFormValues(),
    labels: translateLabels(addressFieldLabels, t),
  });
  const create = useCreateAddress();
  const quotation = useQuotation(quotationId);
  const returnToQuotation = useReturnToQuotation(quotationId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...addressPayload(form.values),
      quotation_id: quotationId,
      quotation_role: role,
    } as AddressCreateInput;
    if (!form.validate(addressCreateSchema, body)) return;
    create.mutate(body, {
      onSuccess: returnToQuotation,
      onError: (error) => void form.fail(error, t('addresses.createFailed')),
    });
  }

  return (
    <Box component="form" ref={form.formRef} onSubmit={submit} noValidate aria-label={t('addresses.form')}>
      <UnsavedChangesGuard dirty={form.dirtyFields.length > 0 && !create.isPending && !create.isSuccess} />
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
          title={t('addresses.createFailed')}
        >
          {apiErrorReason(create.error, '')}
        </Alert>
      )}
      <AddressSitesBar
        contactId={quotation.data?.contact_id ?? null}
        values={form.values}
        onPick={form.change}
      />
      <AddressFormLayout
        values={form.values}
        errors={form.errors}
        onChange={form.setField}
        onBlur={noBlur}
        saveStates={{}}
        destination={role === 'destination'}
      />
      <FormFooter
        layout="sticky-page"
        submitProps={SAVE_ADDRESS_BUTTON}
        submitLabel={t('addresses.create')}
        busy={create.isPending}
        onCancel={returnToQuotation}
        status={
          <Text size="sm" c="dimmed">
            {t('addresses.requiredNote')}
          </Text>
        }
      />
    </Box>
  );
}
