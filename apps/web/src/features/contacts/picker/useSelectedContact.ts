import { type ContactListItem, contactLabel } from '@freight/domain';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { toContactListItem } from '../toContactListItem';
import { useContact } from '../useContact';

/**
 * The picker's selection and the label its closed input shows. The label must show even when the contact is
 * not among the current options, so a contact found nowhere else is loaded by id.
 */
export function useSelectedContact(value: number | null, options: ContactListItem[]) {
  const t = useT();
  const [chosen, setChosen] = useState<ContactListItem | null>(null);
  const known = (chosen?.id === value ? chosen : undefined) ?? options.find((c) => c.id === value);
  const detail = useContact(value, known === undefined);
  const selected = known ?? (detail.data ? toContactListItem(detail.data) : undefined);
  const label = selected
    ? contactLabel(selected)
    : value !== null && detail.isLoading
      ? t('contacts.pickerLoadingSelected')
      : '';
  return { label, choose: setChosen };
}
