import { type RateCardImportError, rateCardsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NETWORK_ERROR_MESSAGE } from '../../shared/api/ApiError';
import { API_BASE } from '../../shared/api/apiClient';
import { rateCardKeys } from '../../shared/api/queryKeys';

/** A failed import: the server's message and, for a file with mistakes, every problem by row and column. */
export class RateCardImportFailure extends Error {
  constructor(
    message: string,
    readonly rows: RateCardImportError[] = [],
  ) {
    super(message);
  }
}

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
    throw new RateCardImportFailure(NETWORK_ERROR_MESSAGE);
  }
  const body = await response.json().catch(() => null);
  if (response.ok && body) return body;
  const error = body?.error;
  throw new RateCardImportFailure(
    typeof error?.message === 'string' ? error.message : 'The import failed. Please try again.',
    Array.isArray(error?.rows) ? error.rows : [],
  );
}

/** POST /rate_cards/import with the file's text (text/csv); all or nothing. */
export function useImportRateCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCsv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateCardKeys.all, refetchType: 'active' }),
  });
}
