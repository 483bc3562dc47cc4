import { humanizeName } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';
import type { Translate } from '../../../shared/i18n/useT';

/**
 * The keys audit events record in their details (a status change, a send's recipients, a payment), each as a
 * message whose English is the key humanized; a key not listed reads as its words ('retry_after' → 'Retry
 * after'), as the server spells it.
 */
export const AUDIT_DETAIL_KEY_MESSAGES: Readonly<Record<string, MessageId>> = {
  status: 'revisions.fieldStatus',
  client_name: 'revisions.fieldClientName',
  currency: 'revisions.fieldCurrency',
  name: 'revisions.fieldName',
  total: 'revisions.fieldTotal',
  quotation_number: 'audit.keyQuotationNumber',
  valid_until_date: 'audit.keyValidUntilDate',
  po_number: 'audit.keyPoNumber',
  to: 'audit.keyTo',
  cc: 'audit.keyCc',
  subject: 'audit.keySubject',
  email: 'audit.keyEmail',
  reason: 'audit.keyReason',
  amount: 'audit.keyAmount',
  date: 'audit.keyDate',
  method: 'audit.keyMethod',
  number: 'audit.keyNumber',
  scopes: 'audit.keyScopes',
  expires_at: 'audit.keyExpiresAt',
  owner: 'audit.keyOwner',
  role: 'audit.keyRole',
  first_name: 'audit.keyFirstName',
  last_name: 'audit.keyLastName',
  company: 'audit.keyCompany',
  remember: 'audit.keyRemember',
  invited: 'audit.keyInvited',
  via: 'audit.keyVia',
  missing: 'audit.keyMissing',
  kind: 'audit.keyKind',
  fields: 'audit.keyFields',
  shipment_number: 'audit.keyShipmentNumber',
};

/** A details key in the reader's language, or humanized when the table does not know it. */
export function auditDetailKey(t: Translate, key: string): string {
  const id = AUDIT_DETAIL_KEY_MESSAGES[key];
  return id ? t(id) : humanizeName(key);
}
