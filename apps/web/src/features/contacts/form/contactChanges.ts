import { contactDisplayName } from '@freight/domain';
import type { ContactFormField, ContactFormValues } from './contactFormValues';

/**
 * The fields the user actually changed, for a partial PUT: untouched fields are not sent, so a concurrent
 * edit of another field is not overwritten and the server can keep a derived display name in step.
 */
export function contactChanges(
  contact: Partial<Record<ContactFormField, unknown>>,
  values: ContactFormValues,
): Partial<ContactFormValues> {
  const changes: Partial<Record<ContactFormField, string>> = {};
  for (const field of Object.keys(values) as ContactFormField[]) {
    const next = values[field].trim();
    if (next !== String(contact[field] ?? '').trim()) changes[field] = next;
  }
  // A display name the user emptied falls back to first + last name, as on create.
  if (changes.display_name === '') {
    changes.display_name = contactDisplayName(values.name, values.last_name);
  }
  return changes as Partial<ContactFormValues>;
}
