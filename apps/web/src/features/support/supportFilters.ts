import {
  INTERACTION_CATEGORIES,
  INTERACTION_CHANNELS,
  INTERACTION_STATUSES,
  INTERACTION_TYPES,
  type InteractionCategory,
  type InteractionChannel,
  type InteractionStatus,
  type InteractionType,
} from '@freight/domain';
import { DATE_RANGES, type DateRange } from './dateRangeBounds';

/** The Support list's filters in the address: `?channel=WhatsApp&range=week` (and the search, `?q=`). */
export const SUPPORT_LIST_FILTERS = {
  channel: { param: 'channel', values: INTERACTION_CHANNELS },
  category: { param: 'category', values: INTERACTION_CATEGORIES },
  status: { param: 'status', values: INTERACTION_STATUSES },
  type: { param: 'type', values: INTERACTION_TYPES },
  range: { param: 'range', values: DATE_RANGES, fallback: 'all' as const },
};

/** The Support list's filters: the panel's five choices and the search over subject and description. */
export interface SupportFilters {
  channel: InteractionChannel | '';
  category: InteractionCategory | '';
  status: InteractionStatus | '';
  type: InteractionType | '';
  range: DateRange;
  search: string;
}

export const NO_SUPPORT_FILTERS: SupportFilters = {
  channel: '',
  category: '',
  status: '',
  type: '',
  range: 'all',
  search: '',
};
