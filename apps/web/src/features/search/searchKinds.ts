import type { SearchKind } from '@freight/domain';
import {
  IconFileDescription,
  IconFileInvoice,
  IconHeadset,
  IconShip,
  IconSquareCheck,
  IconUser,
} from '@tabler/icons-react';

/** Each kind's group heading and icon in the search dialog. */
export const searchKinds: Record<SearchKind, { heading: string; icon: typeof IconUser }> = {
  quotation: { heading: 'Quotations', icon: IconFileInvoice },
  shipment: { heading: 'Shipments', icon: IconShip },
  contact: { heading: 'Contacts', icon: IconUser },
  interaction: { heading: 'Interactions', icon: IconHeadset },
  task: { heading: 'Tasks', icon: IconSquareCheck },
  document: { heading: 'Documents', icon: IconFileDescription },
};
