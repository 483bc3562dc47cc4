import { apiErrorBodySchema, type RateCardImportError, rateCardsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiErrorCode } from '../../shared/api/ApiError';
import { API_BASE } from '../../shared/api/apiClient';
import { rateCardKeys } from '../../shared/api/queryKeys';

/** For a file with mistakes: every problem by row and column, as the refused import listed them. */
export function importProblems(error: unknown): RateCardImportError[] {
  const rows = ApiError.is(error) ? error.details.rows : undefined;
  return Array.isArray(rows) ? (rows as RateCardImportError[]) : [];
}

/**
 * The typed client sends JSON only, and the import takes the file's text as text/csv; a refusal becomes the
 * same ApiError the client throws (its code, message and fields, the problem rows in `details.rows`).
 */
async function importCsv(text: string): Promise<{ imported: number }> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${rateCardsApi.import.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Accept: 'application/json' },
      body: text,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const body = await response.json().catch(() => null);
  if (response.ok && body) return body;
  const refusal = apiErrorBodySchema.safeParse(body);
  if (!refusal.success) throw new ApiError(response.status, response.ok ? 'BAD_RESPONSE' : 'HTTP_ERROR', '');
  const { code, message, fields } = refusal.data.error;
  throw new ApiError(response.status, toApiErrorCode(code), message, fields, { rows: body.error.rows });
}

/** POST /rate_cards/import with the file's text (text/csv); all or nothing. */
export function useImportRateCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCsv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateCardKeys.all, refetchType: 'active' }),
  });
}
