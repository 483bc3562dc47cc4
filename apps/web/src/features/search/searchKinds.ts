import type { SearchKind } from '@freight/domain';
import {
  IconFileDescription,
  IconFileInvoice,
  IconHeadset,
  IconShip,
  IconSquareCheck,
  IconUser,
} from '@tabler/icons-react';
import type { MessageId } from '../../shared/i18n/i18n';

/** Each kind's group heading (a message) and icon in the search dialog. */
export const searchKinds: Record<SearchKind, { heading: MessageId; icon: typeof IconUser }> = {
  quotation: { heading: 'search.quotations', icon: IconFileInvoice },
  shipment: { heading: 'search.shipments', icon: IconShip },
  contact: { heading: 'search.contacts', icon: IconUser },
  interaction: { heading: 'search.interactions', icon: IconHeadset },
  task: { heading: 'search.tasks', icon: IconSquareCheck },
  document: { heading: 'search.documents', icon: IconFileDescription },
};
