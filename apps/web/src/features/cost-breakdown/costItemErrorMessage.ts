import { ApiError } from '../../shared/api/ApiError';

export const STALE_COST_ITEM_MESSAGE =
  'Someone else changed this cost item meanwhile. The table now shows their version; open it again to edit it.';

/**
 * What to tell the user when a cost item call fails: the server's own words when it said something specific
 * (validation, permission, not found, network), a plain sentence for a lost race, else `fallback`.
 */
export function costItemErrorMessage(error: unknown, fallback: string): string {
  if (!ApiError.is(error)) return fallback;
  if (error.status === 412) return STALE_COST_ITEM_MESSAGE;
  if (error.code === 'HTTP_ERROR' || error.code === 'BAD_RESPONSE' || error.status >= 500) return fallback;
  return error.message || fallback;
}
