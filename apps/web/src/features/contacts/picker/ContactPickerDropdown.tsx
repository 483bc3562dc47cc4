import { type ContactListItem, contactLabel } from '@freight/domain';
import { Combobox, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
import classes from './ContactPickerDropdown.module.css';
import { CREATE_CONTACT_OPTION } from './contactPickerOption';

interface ContactPickerDropdownProps {
  contacts: ContactListItem[];
  selectedId: number | null;
  searching: boolean;
  loading: boolean;
  failed: boolean;
}

/** The picker's list: contact options with their company and email, then the 'Create new contact' entry. */
export function ContactPickerDropdown({
  contacts,
  selectedId,
  searching,
  loading,
  failed,
}: ContactPickerDropdownProps) {
  const t = useT();
  const empty = failed
    ? t('contacts.pickerFailed')
    : loading
      ? t('contacts.pickerLoading')
      : searching
        ? t('contacts.pickerNoMatch')
        : t('contacts.pickerNone');

  return (
    <Combobox.Dropdown>
      <Combobox.Options>
        <ScrollArea.Autosize mah={300} type="scroll">
          {contacts.length === 0 ? (
            <Combobox.Empty>
              <Group gap="xs" justify="center" py={4}>
                {loading && !failed && <Loader size={14} />}
                <Text size="sm" c={failed ? 'red' : 'dimmed'}>
                  {empty}
                </Text>
              </Group>
            </Combobox.Empty>
          ) : (
            contacts.map((contact) => {
              const details = [contact.company_name, contact.email || contact.phone_number].filter(Boolean);
              return (
                <Combobox.Option
                  key={contact.id}
                  value={String(contact.id)}
                  className={classes.contactOption}
                  active={contact.id === selectedId}
                  aria-selected={contact.id === selectedId}
                >
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {contactLabel(contact) || t('contacts.unnamed')}
                      </Text>
                      {details.length > 0 && (
                        <Text size="xs" truncate className={classes.contactDetails}>
                          {details.join(' · ')}
                        </Text>
                      )}
                    </Stack>
                    {contact.id === selectedId && (
                      <IconCheck size={16} color="var(--mantine-primary-color-filled)" />
                    )}
                  </Group>
                </Combobox.Option>
              );
            })
          )}
        </ScrollArea.Autosize>
        <Combobox.Option
          value={CREATE_CONTACT_OPTION}
          className={classes.createOption}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)', borderRadius: 0 }}
        >
          <Group gap="xs">
            <IconPlus size={16} />
            <Text size="sm" fw={500} inherit>
              {t('contacts.pickerCreate')}
            </Text>
          </Group>
        </Combobox.Option>
      </Combobox.Options>
    </Combobox.Dropdown>
  );
}
