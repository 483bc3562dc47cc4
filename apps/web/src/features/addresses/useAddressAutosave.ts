import { type Address, addressUpdateSchema } from '@freight/domain';
import { useFieldAutosave } from '../../shared/autosave/useFieldAutosave';
import { translateLabels } from '../../shared/i18n/translateLabels';
import { useT } from '../../shared/i18n/useT';
import { addressFieldLabels } from './addressFieldLabels';
import { addressFormValues } from './addressFormValues';
import { addressPayload } from './addressPayload';
import { addressQuery } from './addressQuery';
import { sameAddressValue } from './sameAddressValue';
import { useUpdateAddress } from './useUpdateAddress';

/**
 * The address edit screen's per-field saving (useFieldAutosave): a field is sent 500 ms after it is left or
 * a choice is made; a failed one says 'Failed to save changes' under it.
 */
export function useAddressAutosave(address: Address) {
  const t = useT();
  const { mutateAsync } = useUpdateAddress();
  return useFieldAutosave({
    failureMessage: () => t('addresses.saveChangesFailed'),
    record: address,
    labels: translateLabels(addressFieldLabels, t),
    query: addressQuery(address.id),
    toValues: addressFormValues,
    same: sameAddressValue,
    quietMs: 500,
    toPayload: addressPayload,
    update: mutateAsync,
    schema: addressUpdateSchema,
  });
}
