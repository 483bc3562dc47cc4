import type { Contact, ContactListItem } from '@freight/domain';

/** Narrows a full contact to the list shape the picker hands to its `onChange`. */
export function toContactListItem(contact: Contact | ContactListItem): ContactListItem {
  const { id, name, last_name, display_name, company_name, email, phone_number, status } = contact;
  return { id, name, last_name, display_name, company_name, email, phone_number, status };
}
