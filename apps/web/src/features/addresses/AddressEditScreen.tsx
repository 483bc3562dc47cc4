import type { AddressRole } from '@freight/domain';
import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { apiErrorReason } from '../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../shared/api/hasErrorCode';
import { useGoBack } from '../../shared/hooks/useGoBack';
import { useT } from '../../shared/i18n/useT';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { useQuotation } from '../quotations/data/useQuotation';
import { QuotationMessageScreen } from '../quotations/detail/QuotationMessageScreen';
import { AddressEditForm } from './AddressEditForm';
import { useAddress } from './useAddress';

interface AddressEditScreenProps {
  /** Null when the URL's id is not a number. */
  id: number | null;
  quotationId: number | null;
  /** From `?type=`; when absent it is read from the quotation (is this its destination?). */
  role: AddressRole | null;
}

/** Loads the address, then shows the edit form; or not found, or the load failure with Try Again. */
export function AddressEditScreen({ id, quotationId, role }: AddressEditScreenProps) {
  const t = useT();
  const address = useAddress(id);
  const quotation = useQuotation(quotationId);
  const goBack = useGoBack();

  if (id === null || hasErrorCode(address.error, 'NOT_FOUND')) {
    return <QuotationMessageScreen title={t('addresses.notFound')} text={t('addresses.notFoundText')} />;
  }
  if (address.isPending) return <CenteredLoader label={t('addresses.loading')} />;
  if (address.isError) {
    return (
      <QuotationMessageScreen
        title={t('addresses.loadFailed')}
        text={apiErrorReason(address.error, t('common.tryAgain'))}
        color="red"
        icon={<IconAlertTriangle size={24} />}
        action={
          <Group gap="sm" mt="xs">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
              {t('addresses.goBack')}
            </Button>
            <Button leftSection={<IconRefresh size={16} />} onClick={() => void address.refetch()}>
              {t('addresses.tryAgain')}
            </Button>
          </Group>
        }
      />
    );
  }
  const shownRole = role ?? (quotation.data?.destination_address_id === id ? 'destination' : 'origin');
  return (
    <AddressEditForm
      key={address.data.id}
      address={address.data}
      role={shownRole}
      quotationId={quotationId}
      quotationNumber={quotation.data?.quotation_number}
      contactId={quotation.data?.contact_id ?? null}
    />
  );
}
