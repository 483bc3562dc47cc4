import { unnamedEntityLabel } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';
import type { Translate } from '../../../shared/i18n/useT';

// The server names a record it knows by the record's own words (a quotation's number, a contact's name) and any
// other by its kind and id in English ('Invoice 12', `unnamedEntityLabel`), which its CSV export keeps; the
// Audit tab words that second kind again in the reader's language.

/** Each kind of record the audit trail logs, as a message taking the record's id. */
const ENTITY_MESSAGES: Readonly<Record<string, MessageId>> = {
  api_token: 'audit.entity.apiToken',
  contact: 'audit.entity.contact',
  document: 'audit.entity.document',
  identity_provider: 'audit.entity.identityProvider',
  interaction: 'audit.entity.interaction',
  invitation: 'audit.entity.invitation',
  invoice: 'audit.entity.invoice',
  quotation: 'audit.entity.quotation',
  rate_card: 'audit.entity.rateCard',
  setting: 'audit.entity.setting',
  shipment: 'audit.entity.shipment',
  supplier_invoice: 'audit.entity.supplierInvoice',
  user: 'audit.entity.user',
  webhook: 'audit.entity.webhook',
};

interface AuditRecord {
  entity_type: string | null;
  entity_id: number | null;
  entity_label: string | null;
}

/** The record an audit row is about: its own name as the server gives it, else its kind and id in words. */
export function auditRecordText(t: Translate, row: AuditRecord): { text: string; named: boolean } {
  const { entity_type: type, entity_id: id, entity_label: label } = row;
  if (label === null) return { text: '—', named: false };
  const message = type ? ENTITY_MESSAGES[type] : undefined;
  if (type && id !== null && message && label === unnamedEntityLabel(type, id)) {
    return { text: t(message, { id }), named: false };
  }
  return { text: label, named: true };
}
