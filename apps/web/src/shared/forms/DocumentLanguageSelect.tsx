import { type DocumentLanguage, LANGUAGE_OPTIONS, LANGUAGES } from '@freight/domain';
import { Select } from '@mantine/core';

/**
 * Which of the eight languages a client's document goes out in (each named in its own words, 'Deutsch'). The
 * screen says what follows the choice in `description` and reads its template again in `onChange`.
 */
export function DocumentLanguageSelect(props: {
  label: string;
  description: string;
  value: DocumentLanguage | null;
  onChange: (language: DocumentLanguage) => void;
}) {
  return (
    <Select
      label={props.label}
      description={props.description}
      data={LANGUAGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
      value={props.value}
      onChange={(value) => {
        const language = LANGUAGES.find((l) => l === value);
        if (language) props.onChange(language);
      }}
      allowDeselect={false}
      data-testid="send-language"
    />
  );
}
