import type { ModuleName } from '@freight/domain';
import {
  type Icon,
  IconAddressBook,
  IconChecklist,
  IconFileInvoice,
  IconFolder,
  IconHeadset,
  IconLayoutDashboard,
  IconReceipt2,
  IconShip,
} from '@tabler/icons-react';
import type { MessageId } from '../../shared/i18n/i18n';

export interface MainNavLink {
  /** The link's name, a message of the catalogs. */
  label: MessageId;
  path: string;
  icon: Icon;
  /** The link is shown only to users who may view this module. */
  module: ModuleName;
}

export const mainNavLinks: readonly MainNavLink[] = [
  { label: 'nav.dashboard', path: '/dashboard', icon: IconLayoutDashboard, module: 'dashboard' },
  { label: 'nav.contacts', path: '/contacts', icon: IconAddressBook, module: 'contacts' },
  { label: 'nav.taskManager', path: '/task-manager', icon: IconChecklist, module: 'tasks' },
  { label: 'nav.support', path: '/support', icon: IconHeadset, module: 'support' },
  { label: 'nav.documents', path: '/documents', icon: IconFolder, module: 'documents' },
  { label: 'nav.rates', path: '/rates', icon: IconReceipt2, module: 'quotations' },
  { label: 'nav.shipments', path: '/shipments', icon: IconShip, module: 'shipments' },
  { label: 'nav.invoices', path: '/invoices', icon: IconFileInvoice, module: 'invoices' },
];
