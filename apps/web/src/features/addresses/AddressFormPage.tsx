import type { AddressRole } from '@freight/domain';
import { useParams, useSearchParams } from 'react-router';
import { useT } from '../../shared/i18n/useT';
import { parseQuotationId } from '../../shared/routing/parseQuotationId';
import { QuotationMessageScreen } from '../quotations/detail/QuotationMessageScreen';
import { AddressCreateScreen } from './AddressCreateScreen';
import { AddressEditScreen } from './AddressEditScreen';

function roleFrom(type: string | null): AddressRole | null {
  if (type === null || type.trim() === '') return null;
  return type.trim().toLowerCase() === 'destination' ? 'destination' : 'origin';
}

/**
 * /addresses/create?type=origin|destination&quotationId={id} and /addresses/{id}/edit?type=&quotationId=.
 * The type defaults to origin on create; the edit screen can tell it from the quotation when absent.
 */
export function AddressFormPage() {
  const t = useT();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const quotationParam = searchParams.get('quotationId');
  const quotationId = parseQuotationId(quotationParam?.trim() || undefined);
  const role = roleFrom(searchParams.get('type'));

  if (id === undefined) {
    if (!quotationParam?.trim()) return <QuotationMessageScreen title={t('addresses.noQuotationId')} />;
    if (quotationId === null) {
      return (
        <QuotationMessageScreen
          title={t('addresses.quotationNotFound')}
          text={t('addresses.quotationNotFoundText')}
        />
      );
    }
    return <AddressCreateScreen quotationId={quotationId} role={role ?? 'origin'} />;
  }
  if (!id.trim()) return <QuotationMessageScreen title={t('addresses.noAddressId')} />;
  return <AddressEditScreen id={parseQuotationId(id.trim())} quotationId={quotationId} role={role} />;
}
