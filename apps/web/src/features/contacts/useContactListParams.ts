import { CONTACT_STATUSES, type ContactStatus } from '@freight/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CompanyFilter, ContactFilters } from './contactFilters';

const COMPANY_FILTERS: readonly CompanyFilter[] = ['all', 'with', 'without'];

function readStatus(value: string | null): ContactStatus | '' {
  return CONTACT_STATUSES.find((status) => status === value) ?? '';
}

/**
 * Filters and page of the Contacts screen, kept in the address (`?status=Active&company=with&q=acme&page=2`)
 * so a reload, the back button or a shared link shows the same list.
 */
export function useContactListParams() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<ContactFilters>(
    () => ({
      status: readStatus(params.get('status')),
      company: COMPANY_FILTERS.find((c) => c === params.get('company')) ?? 'all',
      search: params.get('q') ?? '',
    }),
    [params],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );

  /** Changing any filter starts again at page 1 (the old page may be gone). Typing replaces the history entry, not adds one. */
  const setFilters = useCallback(
    (next: ContactFilters) =>
      setParams(
        () => {
          const updated = new URLSearchParams();
          if (next.status) updated.set('status', next.status);
          if (next.company !== 'all') updated.set('company', next.company);
          if (next.search) updated.set('q', next.search);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { filters, page, setPage, setFilters };
}
