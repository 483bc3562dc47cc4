import type { ModuleName, PermissionName } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';

// The server names modules and actions in English (display_name); the matrix and the token scopes draw them
// by their key, in the reader's language.

/** Each permission module as a message, by its key. */
export const MODULE_MESSAGES: Record<ModuleName, MessageId> = {
  dashboard: 'permissions.moduleDashboard',
  quotations: 'permissions.moduleQuotations',
  contacts: 'permissions.moduleContacts',
  support: 'permissions.moduleSupport',
  tasks: 'permissions.moduleTasks',
  documents: 'permissions.moduleDocuments',
  users: 'permissions.moduleUsers',
  settings: 'permissions.moduleSettings',
  shipments: 'permissions.moduleShipments',
  invoices: 'permissions.moduleInvoices',
};

/** Each action of the matrix's columns as a message, by its key. */
export const ACTION_MESSAGES: Record<PermissionName, MessageId> = {
  view: 'permissions.actionView',
  create: 'permissions.actionCreate',
  edit: 'permissions.actionEdit',
  delete: 'permissions.actionDelete',
  approve: 'permissions.actionApprove',
};

/** A module or action the web knows is drawn from its message; one it does not know keeps the server's name. */
export function labelByKey<K extends string>(
  table: Record<K, MessageId>,
  translate: (id: MessageId) => string,
  record: { name?: string; display_name?: string },
): string {
  const id = record.name !== undefined ? (table as Record<string, MessageId>)[record.name] : undefined;
  return id ? translate(id) : (record.display_name ?? '');
}
