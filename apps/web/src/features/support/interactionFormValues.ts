import {
  type Interaction,
  type InteractionCategory,
  type InteractionChannel,
  type InteractionCreate,
  type InteractionStatus,
  type InteractionType,
  interactionCreateSchema,
  interactionDefaults,
} from '@freight/domain';
import { schemaFieldErrors } from '../../shared/forms/schemaFieldErrors';

/** What the interaction form holds while it is being filled in. */
export interface InteractionFormValues {
  date: string | null;
  contact_id: number | null;
  subject: string;
  description: string;
  channel: InteractionChannel;
  category: InteractionCategory;
  status: InteractionStatus;
  interaction_type: InteractionType;
}

type InteractionField = keyof InteractionFormValues | 'attachment_ids';
export type InteractionFieldErrors = Partial<Record<InteractionField, string>>;

/** A new interaction's values (the domain's defaults), with the contact it was opened for, if any. */
export function newInteractionValues(contactId: number | null, now = new Date()): InteractionFormValues {
  return { ...interactionDefaults(now), contact_id: contactId };
}

/** An existing interaction's values, for the edit form. */
export function interactionFormValues(record: Interaction): InteractionFormValues {
  return {
    date: record.date,
    contact_id: record.contact_id,
    subject: record.subject,
    description: record.description,
    channel: record.channel,
    category: record.category,
    status: record.status,
    interaction_type: record.interaction_type,
  };
}

/**
 * The body to send, checked with the same schema the server uses: every field (the edit form sends them
 * all too) and the complete list of attached upload ids; or the message for each field that is wrong.
 */
export function interactionPayload(
  values: InteractionFormValues,
  attachmentIds: number[],
): { ok: true; body: InteractionCreate } | { ok: false; errors: InteractionFieldErrors } {
  const parsed = interactionCreateSchema.safeParse({ ...values, attachment_ids: attachmentIds });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: schemaFieldErrors<InteractionField>(parsed.error) };
}
