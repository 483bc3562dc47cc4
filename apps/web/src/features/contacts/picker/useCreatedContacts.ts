import { type Contact, type ContactListItem, contactMatchesSearch } from '@freight/domain';
import { useTimeout } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { toContactListItem } from '../toContactListItem';

const CREATED_MESSAGE_MS = 3000;

/**
 * Contacts made from a picker stay on top of its list for this form, even before the server search returns
 * them, and a short note says the new one was selected. `withFound` merges them with the server's matches.
 */
export function useCreatedContacts(text: string, found: ContactListItem[]) {
  const [created, setCreated] = useState<ContactListItem[]>([]);
  const [noteShown, setNoteShown] = useState(false);
  const hideNote = useTimeout(() => setNoteShown(false), CREATED_MESSAGE_MS);

  const contacts = useMemo(() => {
    const createdIds = new Set(created.map((c) => c.id));
    const createdMatches = created.filter((c) => contactMatchesSearch(c, text));
    return [...createdMatches, ...found.filter((c) => !createdIds.has(c.id))];
  }, [created, found, text]);

  /** Keeps a contact just created and shows the note for a few seconds; returns it as a list item. */
  function add(contact: Contact): ContactListItem {
    const item = toContactListItem(contact);
    setCreated((current) => [item, ...current.filter((c) => c.id !== item.id)]);
    setNoteShown(true);
    hideNote.clear();
    hideNote.start();
    return item;
  }

  return { contacts, noteShown, add };
}
