import { ApiError, toApiErrorCode } from './ApiError';
import { API_BASE } from './apiClient';

/**
 * Fetches a file the API makes (a PDF) and saves it under `fileName`. Fetched rather than followed as a link,
 * so that a refusal (403, 404) is an ApiError the screen shows instead of an error page in a new tab.
 */
export async function downloadFromApi(path: string, fileName: string): Promise<void> {
  // A path may bring its own query (an export's period): the flag is then one more parameter.
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${API_BASE}${path}${separator}download=1`, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    const error = body?.error ?? {};
    throw new ApiError(response.status, toApiErrorCode(String(error.code)), String(error.message ?? ''));
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
