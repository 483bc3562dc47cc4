import type {
  InteractionCategory,
  InteractionChannel,
  InteractionStatus,
  InteractionType,
} from '@freight/domain';
import type { DateRange } from './dateRangeBounds';

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

/** How many filters are on, for the Filters button's badge. */
export function activeSupportFilterCount(filters: SupportFilters): number {
  return [
    filters.channel,
    filters.category,
    filters.status,
    filters.type,
    filters.range !== 'all',
    filters.search.trim(),
  ].filter(Boolean).length;
}
