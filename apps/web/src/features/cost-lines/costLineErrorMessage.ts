import { apiErrorMessage } from '../../shared/api/apiErrorMessage';

const STALE_COST_ITEM_MESSAGE =
  'Someone else changed this cost item meanwhile. The table now shows their version; open it again to edit it.';

/**
 * What to tell the user when a cost item call fails: the server's own words when it said something specific
 * (validation, permission, not found, network), a plain sentence for a lost race, else `fallback`.
 */
export function costLineErrorMessage(error: unknown, fallback: string): string {
  return apiErrorMessage(error, fallback, { PRECONDITION_FAILED: STALE_COST_ITEM_MESSAGE });
}
