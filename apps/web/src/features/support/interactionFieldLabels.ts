import type { InteractionFormValues } from './interactionFormValues';

/** Each interaction field's label as the form shows it, in screen order. */
export const INTERACTION_FIELD_LABELS: Readonly<Record<keyof InteractionFormValues, string>> = {
  contact_id: 'Contact',
  subject: 'Subject',
  description: 'Description',
  date: 'Date',
  status: 'Status',
  channel: 'Channel',
  category: 'Category',
  interaction_type: 'Type',
};
