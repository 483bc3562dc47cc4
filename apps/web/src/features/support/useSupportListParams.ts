import {
  INTERACTION_CATEGORIES,
  INTERACTION_CHANNELS,
  INTERACTION_STATUSES,
  INTERACTION_TYPES,
} from '@freight/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DATE_RANGES } from './dateRangeBounds';
import type { SupportFilters } from './supportFilters';

/** A value from the address when it is one of `choices`, else the fallback (a hand-edited link cannot break the list). */
function oneOf<T extends string, F>(choices: readonly T[], value: string | null, fallback: F): T | F {
  return choices.find((choice) => choice === value) ?? fallback;
}

/**
 * Filters and page of the Support list, kept in the address
 * (`?channel=WhatsApp&range=week&q=invoice&page=2`) so a reload, the back button or a shared link shows the
 * same list.
 */
export function useSupportListParams() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<SupportFilters>(
    () => ({
      channel: oneOf(INTERACTION_CHANNELS, params.get('channel'), ''),
      category: oneOf(INTERACTION_CATEGORIES, params.get('category'), ''),
      status: oneOf(INTERACTION_STATUSES, params.get('status'), ''),
      type: oneOf(INTERACTION_TYPES, params.get('type'), ''),
      range: oneOf(DATE_RANGES, params.get('range'), 'all'),
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
    (next: SupportFilters) =>
      setParams(
        () => {
          const updated = new URLSearchParams();
          if (next.channel) updated.set('channel', next.channel);
          if (next.category) updated.set('category', next.category);
          if (next.status) updated.set('status', next.status);
          if (next.type) updated.set('type', next.type);
          if (next.range !== 'all') updated.set('range', next.range);
          if (next.search) updated.set('q', next.search);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { filters, page, setPage, setFilters };
}
