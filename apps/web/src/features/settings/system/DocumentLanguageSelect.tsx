import { LANGUAGE_OPTIONS } from '@freight/domain';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n/useT';

/**
 * The language a client's quote, e-mail and acceptance page are in when the contact's language is not one of
 * the eight; the company's terms, footer and e-mail template above are the texts in it.
 */
export function DocumentLanguageSelect(props: {
  value: string;
  onChange: (language: string) => void;
  error: ReactNode;
  inputContainer: ((children: ReactNode) => ReactNode) | undefined;
}) {
  const t = useT();
  return (
    <Select
      label={t('quoteSend.defaultLanguage')}
      description={t('quoteSend.defaultLanguageDescription')}
      data={LANGUAGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
      value={props.value}
      onChange={(value) => value && props.onChange(value)}
      allowDeselect={false}
      error={props.error}
      inputContainer={props.inputContainer}
    />
  );
}
