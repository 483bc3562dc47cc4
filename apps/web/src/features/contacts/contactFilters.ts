import type { ContactStatus } from '@freight/domain';

export type CompanyFilter = 'all' | 'with' | 'without';

/** The Contacts screen's filter panel: status, company presence and free text. */
export interface ContactFilters {
  status: ContactStatus | '';
  company: CompanyFilter;
  search: string;
}

export const NO_CONTACT_FILTERS: ContactFilters = { status: '', company: 'all', search: '' };
