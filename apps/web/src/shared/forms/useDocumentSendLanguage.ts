import type { DocumentLanguage, DocumentSendDraft } from '@freight/domain';
import { useRef, useState } from 'react';

/** A document's send draft: the language it goes out in and its standard subject, read again in another. */
export interface DocumentSendLanguage {
  /** The draft in the client's language; undefined while it loads. */
  draft: DocumentSendDraft | undefined;
  readDraft: (language: DocumentLanguage) => Promise<DocumentSendDraft>;
}

/**
 * The send dialog's language: the draft's (the client's) until the sender picks another, whose standard subject
 * is then read from the server. `subject` is null until it is known (while loading, or when the read failed, in
 * which case the language is still sent and the server writes the subject in it).
 */
export function useDocumentSendLanguage(option: DocumentSendLanguage | undefined) {
  const [chosen, setChosen] = useState<{ language: DocumentLanguage; subject: string | null } | null>(null);
  // The last language picked: an older pick's answer arriving after it is dropped.
  const latest = useRef<DocumentLanguage | null>(null);
  const choose = async (language: DocumentLanguage) => {
    if (!option) return;
    latest.current = language;
    setChosen({ language, subject: null });
    const draft = await option.readDraft(language).catch(() => null);
    if (draft && latest.current === language) setChosen({ language, subject: draft.subject });
  };
  const current = chosen ?? option?.draft ?? null;
  return { language: current?.language ?? null, subject: current?.subject ?? null, choose };
}
