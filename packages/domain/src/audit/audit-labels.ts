import type { AuditAction } from './audit-entry';

/** Each audit action as the Audit tab and a quotation's History name it. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.logout': 'Signed out',
  'auth.password_changed': 'Password changed',
  'auth.two_factor_enabled': 'Two-factor sign-in turned on',
  'auth.two_factor_disabled': 'Two-factor sign-in turned off',
  'auth.two_factor_reset': 'Two-factor sign-in reset',
  'auth.recovery_codes_renewed': 'Recovery codes renewed',
  'auth.session_ended': 'Session ended',
  'auth.sso_login_failed': 'Single sign-on refused',
  'auth.identity_linked': 'Sign-in identity linked',
  'auth.identity_unlinked': 'Sign-in identity unlinked',
  'user.joined': 'Joined through single sign-on',
  'identity_provider.created': 'Sign-in provider added',
  'identity_provider.updated': 'Sign-in provider changed',
  'identity_provider.deleted': 'Sign-in provider deleted',
  'user.created': 'User created',
  'user.invited': 'User invited',
  'user.invitation_revoked': 'Invitation revoked',
  'user.invitation_accepted': 'Invitation accepted',
  'api_token.created': 'API token created',
  'api_token.revoked': 'API token revoked',
  'webhook.created': 'Webhook added',
  'webhook.updated': 'Webhook changed',
  'webhook.deleted': 'Webhook deleted',
  'webhook.resent': 'Webhook delivery resent',
  'webhook.tested': 'Webhook test event sent',
  'user.updated': 'User updated',
  'user.deactivated': 'User deactivated',
  'user.deleted': 'User deleted',
  'permissions.changed': 'Permissions changed',
  'settings.changed': 'Settings changed',
  'quotation.updated': 'Quotation changed',
  'quotation.status_changed': 'Status changed',
  'quotation.deleted': 'Quotation deleted',
  'quotation.validity_extended': 'Validity extended',
  'quotation.sent': 'Sent to the client',
  'quotation.accepted': 'Accepted by the client',
  'quotation.declined': 'Declined by the client',
  'quotation.repriced': "Repriced with today's exchange rates",
  'quotation.cargo_line_added': 'Cargo line added',
  'quotation.cargo_line_changed': 'Cargo line changed',
  'quotation.cargo_line_removed': 'Cargo line removed',
  'quotation.cost_line_added': 'Cost line added',
  'quotation.cost_line_changed': 'Cost line changed',
  'quotation.cost_line_removed': 'Cost line removed',
  'contact.deleted': 'Contact deleted',
  'interaction.deleted': 'Interaction deleted',
  'document.deleted': 'Document deleted',
  'rate_card.deleted': 'Rate card deleted',
  'shipment.booking_confirmation_sent': 'Booking confirmation sent',
  'invoice.created': 'Invoice drafted',
  'invoice.updated': 'Invoice changed',
  'invoice.deleted': 'Invoice deleted',
  'invoice.issued': 'Invoice issued',
  'invoice.credit_note_created': 'Credit note drafted',
  'invoice.payment_recorded': 'Payment recorded',
  'invoice.payment_reversed': 'Payment reversed',
  'invoice.sent': 'Invoice sent',
  'supplier_invoice.recorded': 'Supplier bill recorded',
  'supplier_invoice.approved': 'Supplier bill approved',
  'supplier_invoice.disputed': 'Supplier bill disputed',
};

/** A name in the API's spelling (`lost_reason`, `po_number`) as a label: 'Lost reason', 'PO number'. */
export function humanizeName(name: string): string {
  const words = name.replace(/^.*\./, '').replaceAll('_', ' ').trim();
  return words
    .replace(/\bpo\b/i, 'PO')
    .replace(/\bip\b/i, 'IP')
    .replace(/^./, (c) => c.toUpperCase());
}

/**
 * How the audit trail names a record it has no name for (no module names that kind, or the record is gone):
 * its kind and id, 'Invoice 12'. The web words exactly this label again in the reader's language.
 */
export function unnamedEntityLabel(entityType: string, entityId: number | null | undefined): string {
  return `${humanizeName(entityType)} ${entityId ?? ''}`.trim();
}

/** An action's label; an action this version does not know (an older row) reads as its words. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? humanizeName(action);
}
