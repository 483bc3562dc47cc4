import type { Contact, ContactListItem } from '@freight/domain';
import { Combobox, InputBase } from '@mantine/core';
import { type JSX, type ReactNode, useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { pickerRightSection } from '../../../shared/search/pickerRightSection';
import { useSearchCombobox } from '../../../shared/search/useSearchCombobox';
import { ContactCreateDialog } from '../form/ContactCreateDialog';
import { ContactCreatedNote } from './ContactCreatedNote';
import { ContactPickerDropdown } from './ContactPickerDropdown';
import { contactOptionsSearch } from './contactOptionsSearch';
import { CREATE_CONTACT_OPTION } from './contactPickerOption';
import { draftFromSearch } from './draftFromSearch';
import { useCreatedContacts } from './useCreatedContacts';
import { useSelectedContact } from './useSelectedContact';

export interface ContactPickerProps {
  /** The selected contact's id. */
  value: number | null;
  /** Fires with the full list item, or null when the selection is cleared. */
  onChange: (contact: ContactListItem | null) => void;
  label?: string;
  /** Validation message shown under the field. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Wraps the input, e.g. to show a conflict notice right under it. */
  inputContainer?: (input: ReactNode) => ReactNode;
}

/**
 * Searchable contact dropdown for forms (quotation, interaction, task). It searches on the server as the user
 * types, and can create a contact in place: the new one goes to the top of the list, already selected.
 */
export function ContactPicker({
  value,
  onChange,
  label,
  error,
  required,
  disabled,
  inputContainer,
}: ContactPickerProps): JSX.Element {
  const t = useT();
  const { combobox, typed, search, inputProps } = useSearchCombobox(contactOptionsSearch);
  const created = useCreatedContacts(search.text, search.options);
  const { contacts } = created;
  const selected = useSelectedContact(value, contacts);
  const [creating, setCreating] = useState(false);
  // The create dialog starts from what was typed when it opened.
  const [createDraft, setCreateDraft] = useState('');

  function select(contact: ContactListItem) {
    selected.choose(contact);
    onChange(contact);
  }

  function submitOption(optionValue: string) {
    combobox.closeDropdown();
    if (optionValue === CREATE_CONTACT_OPTION) {
      setCreateDraft(typed);
      setCreating(true);
      return;
    }
    const contact = contacts.find((c) => String(c.id) === optionValue);
    if (contact) select(contact);
  }

  function handleCreated(contact: Contact) {
    select(created.add(contact));
    setCreating(false);
  }

  const clearable = value !== null && !disabled && !required;

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={submitOption} disabled={disabled} withinPortal>
        <Combobox.Target withExpandedAttribute>
          <InputBase
            // Opens on click and typing, not on focus: the create dialog hands focus back here on closing, which
            // must not reopen the list.
            {...inputProps}
            label={label ?? t('contacts.pickerLabel')}
            required={required}
            error={error}
            disabled={disabled}
            inputContainer={inputContainer}
            placeholder={t('contacts.pickerPlaceholder')}
            value={combobox.dropdownOpened ? typed : selected.label}
            {...pickerRightSection({
              clearable,
              onClear: () => onChange(null),
              clearLabel: t('contacts.pickerClear'),
            })}
          />
        </Combobox.Target>
        <ContactPickerDropdown
          contacts={contacts}
          selectedId={value}
          searching={typed.trim() !== ''}
          loading={search.loading}
          failed={search.failed}
        />
      </Combobox>
      {created.noteShown && <ContactCreatedNote />}
      <ContactCreateDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={handleCreated}
        onSelectExisting={(contact) => {
          select(contact);
          setCreating(false);
        }}
        initialValues={draftFromSearch(createDraft)}
      />
    </>
  );
}
