import type { MessageId } from '../../shared/i18n/i18n';
import type { InteractionFormValues } from './interactionFormValues';

/** Each interaction field's label as the form shows it, in screen order. */
export const INTERACTION_FIELD_LABELS: Readonly<Record<keyof InteractionFormValues, MessageId>> = {
  contact_id: 'interactions.fieldContact',
  subject: 'interactions.fieldSubject',
  description: 'interactions.fieldDescription',
  date: 'interactions.fieldDate',
  status: 'interactions.fieldStatus',
  channel: 'interactions.fieldChannel',
  category: 'interactions.fieldCategory',
  interaction_type: 'interactions.fieldType',
};
