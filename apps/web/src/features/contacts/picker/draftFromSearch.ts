import type { ContactFormValues } from '../form/contactFormValues';

/**
 * Starting values for a contact created from the picker: what the user was searching for is most likely
 * the new contact's email, phone or name, so it is carried into the matching field.
 */
export function draftFromSearch(search: string): Partial<ContactFormValues> {
  const text = search.trim();
  if (!text) return {};
  if (text.includes('@')) return { email: text };
  if (/^\+?[\d\s\-().]+$/.test(text)) return { phone_number: text };
  const [first = '', ...rest] = text.split(/\s+/);
  return { name: first, last_name: rest.join(' ') };
}
