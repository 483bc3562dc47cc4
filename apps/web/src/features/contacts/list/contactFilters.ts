import { CONTACT_STATUSES, type ContactStatus } from '@freight/domain';
import type { ListFilter } from '../../../shared/list/listParams';

export type CompanyFilter = 'all' | 'with' | 'without';

/** The Contacts screen's filters in the address: `?status=Active&company=with` (and the search, `?q=`). */
export const CONTACT_LIST_FILTERS = {
  status: { param: 'status', values: CONTACT_STATUSES } satisfies ListFilter<ContactStatus>,
  company: {
    param: 'company',
    values: ['all', 'with', 'without'],
    fallback: 'all',
  } satisfies ListFilter<CompanyFilter>,
};

/** The Contacts screen's filter panel: status, company presence and free text. */
export interface ContactFilters {
  status: ContactStatus | '';
  company: CompanyFilter;
  search: string;
}
