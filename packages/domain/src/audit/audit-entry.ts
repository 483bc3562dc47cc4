import { z } from 'zod';
import { recordId } from '../shared/record-columns';

/**
 * The actions the audit trail records (docs/api.md, Audit trail). Deletions name the entity kind; quotation edits
 * record field changes, status changes and cargo / cost line changes as actions of their own.
 */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.password_changed',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.two_factor_reset',
  'auth.recovery_codes_renewed',
  'auth.session_ended',
  'auth.sso_login_failed',
  'auth.identity_linked',
  'auth.identity_unlinked',
  'user.joined',
  'identity_provider.created',
  'identity_provider.updated',
  'identity_provider.deleted',
  'user.created',
  'user.invited',
  'user.invitation_revoked',
  'user.invitation_accepted',
  'api_token.created',
  'api_token.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.resent',
  'webhook.tested',
  'user.updated',
  'user.deactivated',
  'user.deleted',
  'permissions.changed',
  'settings.changed',
  'quotation.updated',
  'quotation.status_changed',
  'quotation.deleted',
  'quotation.validity_extended',
  'quotation.sent',
  'quotation.accepted',
  'quotation.declined',
  'quotation.repriced',
  'quotation.cargo_line_added',
  'quotation.cargo_line_changed',
  'quotation.cargo_line_removed',
  'quotation.cost_line_added',
  'quotation.cost_line_changed',
  'quotation.cost_line_removed',
  'contact.deleted',
  'interaction.deleted',
  'document.deleted',
  'rate_card.deleted',
  'shipment.booking_confirmation_sent',
  'invoice.created',
  'invoice.updated',
  'invoice.deleted',
  'invoice.issued',
  'invoice.credit_note_created',
  'invoice.payment_recorded',
  'invoice.payment_reversed',
  'invoice.sent',
  'supplier_invoice.recorded',
  'supplier_invoice.approved',
  'supplier_invoice.disputed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One field's change: what it held before and after (null when it did not exist on that side). */
const fieldChangeSchema = z.object({ old: z.unknown(), new: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** One row of `GET /audit_log`: who did what, when, from where, to which record, and what changed. */
export const auditEntrySchema = z.object({
  ...recordId(),
  action: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  entity_type: z.string().nullable(),
  entity_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** The action as people read it ('Cost line added'). */
  action_label: z.string(),
  /** The record as people name it: a quotation's number ('Q-2026-0042 rev 2'); null when there is none. */
  entity_label: z.string().nullable(),
});

/** One changed field of a quotation, as its History panel lists them (newest first). */
export const quotationHistoryEntrySchema = z.object({
  ...recordId(),
  action: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
  /** The field, or for a cargo / cost line the line's field (`description`, ...). */
  field: z.string().nullable(),
  old: z.unknown(),
  new: z.unknown(),
  /** The cargo or cost line a line action is about. */
  line_id: z.number().int().nullable(),
  /**
   * What an event that changes no field recorded (a send's recipients and revision, the client's name and PO
   * on an acceptance), by name; empty for a field change.
   */
  details: z.record(z.string(), z.unknown()),
  /** The action as people read it ('Accepted by the client'). */
  action_label: z.string(),
});
export type QuotationHistoryEntry = z.infer<typeof quotationHistoryEntrySchema>;
