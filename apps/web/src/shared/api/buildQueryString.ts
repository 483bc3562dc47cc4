type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * Builds `?a=1&b=x` for the list API. Empty values are dropped so callers can pass optional filters as they
 * are; arrays become the comma lists the API expects for `select`.
 */
export function buildQueryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const value = Array.isArray(raw) ? raw.filter(isPresent).join(',') : raw;
    if (!isPresent(value)) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isPresent(value: QueryValue | readonly QueryValue[]): value is string | number | boolean {
  return value !== null && value !== undefined && value !== '';
}
