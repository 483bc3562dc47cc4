import { type ContactListItem, contactsApi } from '@freight/domain';
import { useRef, useState } from 'react';
import { callApi } from '../../../shared/api/apiClient';

interface SameEmailContacts {
  /** The e-mail as typed. */
  email: string;
  contacts: ContactListItem[];
}

const key = (email: string) => email.trim().toLowerCase();
// Compared as the server's unique e-mail + phone index does.
const digits = (phone: string | null | undefined) => (phone ?? '').replace(/[^0-9+]/g, '');

/**
 * Asks before a contact is saved with an e-mail another contact already has (two people at one shared inbox
 * are allowed, a typo'd duplicate is not wanted): `mayGoOn` answers whether the save may go on, or shows who
 * has it until the user says 'Save anyway'. A contact with the same e-mail and phone is left to the save,
 * which refuses that duplicate with its own message. `excludeId` is the contact being edited.
 */
export function useSameEmailCheck(excludeId?: number) {
  const [found, setFound] = useState<SameEmailContacts | null>(null);
  const [checking, setChecking] = useState(false);
  const accepted = useRef<string | null>(null);

  async function mayGoOn(email: string, phone?: string): Promise<boolean> {
    setFound(null);
    if (key(email) === '' || accepted.current === key(email)) return true;
    setChecking(true);
    try {
      const query = excludeId === undefined ? { email } : { email, exclude_id: excludeId };
      const answer = await callApi(contactsApi.emailCheck, { query });
      const contacts = answer.contacts.filter(
        (c) => !digits(phone) || digits(c.phone_number) !== digits(phone),
      );
      if (contacts.length === 0) return true;
      setFound({ email, contacts });
      return false;
    } catch {
      // The check only informs: when it cannot answer, the save goes on and the server decides.
      return true;
    } finally {
      setChecking(false);
    }
  }

  /** The user knows and saves with this e-mail; the caller sends the form again. */
  function acceptFound() {
    if (found) accepted.current = key(found.email);
    setFound(null);
  }

  return { found, checking, mayGoOn, acceptFound, dismiss: () => setFound(null) };
}

export type SameEmailCheck = ReturnType<typeof useSameEmailCheck>;
