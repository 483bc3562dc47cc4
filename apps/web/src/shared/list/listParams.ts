/** One filter of a list screen, kept in the address under `param`. */
export interface ListFilter<V extends string = string> {
  param: string;
  /** The accepted values; anything else in the address (a hand-edited link) reads as `fallback`. */
  values?: readonly V[];
  /** The value meaning 'no filter' ('' unless given); it is left out of the address. */
  fallback?: V | '';
}

export type ListFilters = Record<string, ListFilter>;

/** The filters' values as the screen reads them: each a choice from its `values`, or its fallback. */
export type FilterValues<F extends ListFilters> = {
  [K in keyof F]:
    | (F[K] extends { values: readonly (infer V extends string)[] } ? V : string)
    | (F[K] extends { fallback: infer D extends string } ? D : '');
};

export interface ListSort<C extends string = string> {
  column: C;
  direction: 'asc' | 'desc';
}

export function readFilters<F extends ListFilters>(spec: F, params: URLSearchParams): FilterValues<F> {
  const values: Record<string, string> = {};
  for (const [key, filter] of Object.entries(spec)) {
    const raw = params.get(filter.param);
    const fallback = filter.fallback ?? '';
    values[key] = raw === null ? fallback : !filter.values || filter.values.includes(raw) ? raw : fallback;
  }
  return values as FilterValues<F>;
}

/** Writes the filters into a copy of `params`; a filter at its fallback is taken out of the address. */
export function writeFilters<F extends ListFilters>(
  spec: F,
  params: URLSearchParams,
  values: Partial<FilterValues<F>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values) as [string, string | undefined][]) {
    const filter = spec[key];
    if (!filter || value === undefined) continue;
    if (value === (filter.fallback ?? '')) next.delete(filter.param);
    else next.set(filter.param, value);
  }
  return next;
}

/** How many filters differ from their fallback (the Filters button's badge); a search counts as one. */
export function activeFilterCount<F extends ListFilters>(spec: F, values: FilterValues<F>, search: string) {
  const changed = Object.entries(spec).filter(([key, filter]) => values[key] !== (filter.fallback ?? ''));
  return changed.length + (search.trim() ? 1 : 0);
}

/** The page in the address (`?page=2`); a missing, zero or unreadable one is page 1. */
export function readPage(value: string | null): number {
  return Math.max(1, Math.trunc(Number(value)) || 1);
}

/** The order in the address (`?sort=client_name&dir=asc`); an unknown column reads as the default order. */
export function readSort<C extends string>(
  params: URLSearchParams,
  columns: readonly C[],
  fallback: ListSort<C>,
): ListSort<C> {
  const column = columns.find((c) => c === params.get('sort'));
  if (!column) return fallback;
  return { column, direction: params.get('dir') === 'desc' ? 'desc' : 'asc' };
}

/** The active column flips its direction; another column starts ascending. */
export function nextSort<C extends string>(current: ListSort<C>, column: C): ListSort<C> {
  if (column !== current.column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The server's `order_by` for a sort: `client_name ASC`. */
export function orderByOf(sort: ListSort): string {
  return `${sort.column} ${sort.direction === 'asc' ? 'ASC' : 'DESC'}`;
}
