import { type Contact, type ContactListItem, contactLabel, contactMatchesSearch } from '@freight/domain';
import { Combobox, InputBase, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue, useTimeout } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { type JSX, type ReactNode, useEffect, useMemo, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../shared/list/searchDelay';
import { ContactCreateDialog } from './ContactCreateDialog';
import { ContactPickerDropdown } from './ContactPickerDropdown';
import { CREATE_CONTACT_OPTION } from './contactPickerOption';
import { draftFromSearch } from './draftFromSearch';
import { toContactListItem } from './toContactListItem';
import { useContact } from './useContact';
import { useContactOptions } from './useContactOptions';

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

const CREATED_MESSAGE_MS = 3000;

/**
 * Searchable contact dropdown for forms (quotation, interaction, task). It searches on the server as the user
 * types, and can create a contact in place: the new one goes to the top of the list, already selected.
 */
export function ContactPicker({
  value,
  onChange,
  label = 'Contact',
  error,
  required,
  disabled,
  inputContainer,
}: ContactPickerProps): JSX.Element {
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
  });
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [creating, setCreating] = useState(false);
  const [createDraft, setCreateDraft] = useState(search);
  // Contacts made here stay on top of the list for this form, even before the server search returns them.
  const [created, setCreated] = useState<ContactListItem[]>([]);
  const [chosen, setChosen] = useState<ContactListItem | null>(null);
  const [showCreated, setShowCreated] = useState(false);
  const hideCreated = useTimeout(() => setShowCreated(false), CREATED_MESSAGE_MS);

  const options = useContactOptions(debouncedSearch, combobox.dropdownOpened);
  const fetched = options.data?.data;

  const contacts = useMemo(() => {
    const createdMatches = created.filter((c) => contactMatchesSearch(c, debouncedSearch));
    const createdIds = new Set(created.map((c) => c.id));
    return [...createdMatches, ...(fetched ?? []).filter((c) => !createdIds.has(c.id))];
  }, [created, fetched, debouncedSearch]);

  // The selection's label must show even when the contact is not among the current options.
  const known =
    (chosen?.id === value ? chosen : undefined) ?? contacts.find((c) => c.id === value) ?? undefined;
  const detail = useContact(value, known === undefined);
  const selected = known ?? (detail.data ? toContactListItem(detail.data) : undefined);
  const selectedLabel = selected
    ? contactLabel(selected)
    : value !== null && detail.isLoading
      ? 'Loading…'
      : '';

  // Fresh results highlight their first match, so Enter picks it straight after typing.
  useEffect(() => {
    if (combobox.dropdownOpened && debouncedSearch.trim() && fetched) combobox.selectFirstOption();
  }, [fetched, debouncedSearch, combobox.dropdownOpened, combobox.selectFirstOption]);

  function select(contact: ContactListItem) {
    setChosen(contact);
    onChange(contact);
  }

  function submitOption(optionValue: string) {
    combobox.closeDropdown();
    if (optionValue === CREATE_CONTACT_OPTION) {
      setCreateDraft(search);
      setCreating(true);
      return;
    }
    const contact = contacts.find((c) => String(c.id) === optionValue);
    if (contact) select(contact);
  }

  function handleCreated(contact: Contact) {
    const item = toContactListItem(contact);
    setCreated((current) => [item, ...current.filter((c) => c.id !== item.id)]);
    select(item);
    setCreating(false);
    setShowCreated(true);
    hideCreated.clear();
    hideCreated.start();
  }

  function handleSelectExisting(contact: ContactListItem) {
    select(contact);
    setCreating(false);
  }

  const clearable = value !== null && !disabled && !required;

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={submitOption} disabled={disabled} withinPortal>
        <Combobox.Target withExpandedAttribute>
          <InputBase
            label={label}
            required={required}
            error={error}
            disabled={disabled}
            inputContainer={inputContainer}
            placeholder="Search contacts..."
            value={combobox.dropdownOpened ? search : selectedLabel}
            autoComplete="off"
            onChange={(event) => {
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
              setSearch(event.currentTarget.value);
            }}
            // Not on focus: the create dialog hands focus back here on closing, which must not reopen the list.
            onClick={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            rightSection={
              clearable ? (
                <Combobox.ClearButton onClear={() => onChange(null)} aria-label="Clear selection" />
              ) : (
                <Combobox.Chevron />
              )
            }
            rightSectionPointerEvents={clearable ? 'all' : 'none'}
          />
        </Combobox.Target>
        <ContactPickerDropdown
          contacts={contacts}
          selectedId={value}
          searching={search.trim() !== ''}
          loading={options.isFetching || search !== debouncedSearch}
          failed={options.isError && !fetched}
        />
      </Combobox>
      {showCreated && (
        <Text
          size="sm"
          c="teal.7"
          mt={6}
          role="status"
          style={{ display: 'flex', gap: 6, alignItems: 'center' }}
        >
          <IconCircleCheck size={16} />
          Contact created and selected successfully!
        </Text>
      )}
      <ContactCreateDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={handleCreated}
        onSelectExisting={handleSelectExisting}
        initialValues={draftFromSearch(createDraft)}
      />
    </>
  );
}
