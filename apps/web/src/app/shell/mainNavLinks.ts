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

export interface MainNavLink {
  label: string;
  path: string;
  icon: Icon;
  /** The link is shown only to users who may view this module. */
  module: ModuleName;
}

export const mainNavLinks: readonly MainNavLink[] = [
  { label: 'Dashboard', path: '/dashboard', icon: IconLayoutDashboard, module: 'dashboard' },
  { label: 'Contacts', path: '/contacts', icon: IconAddressBook, module: 'contacts' },
  { label: 'Task Manager', path: '/task-manager', icon: IconChecklist, module: 'tasks' },
  { label: 'Support', path: '/support', icon: IconHeadset, module: 'support' },
  { label: 'Documents', path: '/documents', icon: IconFolder, module: 'documents' },
  { label: 'Rates', path: '/rates', icon: IconReceipt2, module: 'quotations' },
  { label: 'Shipments', path: '/shipments', icon: IconShip, module: 'shipments' },
  { label: 'Invoices', path: '/invoices', icon: IconFileInvoice, module: 'invoices' },
];
