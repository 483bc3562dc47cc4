import { LANGUAGE_OPTIONS } from '@freight/domain';
import { Autocomplete, type ComboboxItem, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { i18n } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/useT';

interface ContactLanguageInputProps {
  label: string;
  value: string;
  error?: string;
  disabled?: boolean;
  inputContainer?: (input: ReactNode) => ReactNode;
  onChange: (value: string) => void;
}

/** The eight languages by their own names ('Español'): what the quote documents read the contact's language by. */
const OWN_NAMES = new Map<string, string>(LANGUAGE_OPTIONS.map((option) => [option.label, option.value]));

/** The reader's language by its own name ('Deutsch'), as an example the documents understand. */
const ownNameOf = (language: string) =>
  LANGUAGE_OPTIONS.find((option) => option.value === language)?.label ?? 'English';

/** Lower case without accents, so 'espanol' finds 'Español'. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The contact's language: typed freely as before (a contact may speak a language the documents are not written
 * in), with the eight document languages offered. Each is stored by its own name, which the quote documents
 * read, and shown by its name in the reader's language too ('Spanisch · Español' to a German reader).
 */
export function ContactLanguageInput({ label, value, onChange, ...input }: ContactLanguageInputProps) {
  const t = useT();
  const names = new Intl.DisplayNames([i18n.locale || 'en'], { type: 'language' });
  const readerName = (ownName: string) => {
    const code = OWN_NAMES.get(ownName);
    return code ? (names.of(code) ?? ownName) : ownName;
  };
  return (
    <Autocomplete
      {...input}
      label={label}
      placeholder={t('contacts.languagePlaceholder', { language: ownNameOf(i18n.locale) })}
      value={value}
      onChange={onChange}
      autoComplete="off"
      data={[...OWN_NAMES.keys()]}
      filter={({ options, search }) =>
        (options as ComboboxItem[]).filter((option) => {
          const typed = plain(search);
          return [option.value, readerName(option.value), OWN_NAMES.get(option.value) ?? ''].some((name) =>
            plain(name).includes(typed),
          );
        })
      }
      renderOption={({ option }) => {
        const shown = readerName(option.value);
        return (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{shown}</Text>
            {plain(shown) !== plain(option.value) && (
              <Text size="sm" c="dimmed" lang={OWN_NAMES.get(option.value)}>
                · {option.value}
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}
