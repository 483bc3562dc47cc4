import { LANGUAGE_OPTIONS } from '@freight/domain';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { activateLanguage, i18n } from './i18n';
import { isLanguage, type Language } from './languages';
import { useT } from './useT';

// The language a visitor of a client's page chose there, kept for the visit (the browser tab), not beyond.
const VISIT_KEY = 'shipdesk-visit-language';

function visitLanguage(): Language | undefined {
  try {
    const saved = sessionStorage.getItem(VISIT_KEY);
    return isLanguage(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language of a client's signed-out page (the public quote, the tracking page): the one the visitor chose
 * on the page during this visit, else the one the server answers for the client (`serverLanguage`, the
 * contact's or the company's document language), else the browser's, which the app started in.
 */
export function useVisitorLanguage(serverLanguage: string | undefined) {
  const [chosen, setChosen] = useState(visitLanguage);
  const language = chosen ?? (isLanguage(serverLanguage) ? serverLanguage : undefined);
  useEffect(() => {
    if (language) void activateLanguage(language);
  }, [language]);
  const choose = (next: Language) => {
    try {
      sessionStorage.setItem(VISIT_KEY, next);
    } catch {
      // Without storage the choice holds until the page is left.
    }
    setChosen(next);
  };
  return { language, choose };
}

/** The small language menu of a client's page, each language named in itself (Deutsch, 日本語). */
export function VisitorLanguageMenu(props: { label: string; onChange: (language: Language) => void }) {
  // Redrawn on every switch: it shows the language the page is read in.
  useT();
  const shown = i18n.locale;
  return (
    <NativeSelect
      aria-label={props.label}
      size="xs"
      w={130}
      leftSection={<IconLanguage size={14} />}
      data={LANGUAGE_OPTIONS.map(({ value, label }) => ({ value, label }))}
      value={isLanguage(shown) ? shown : 'en'}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) props.onChange(next);
      }}
    />
  );
}
