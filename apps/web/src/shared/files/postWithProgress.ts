import { apiErrorBodySchema } from '@freight/domain';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiErrorCode } from '../api/ApiError';

export interface PostWithProgressOptions {
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the transfer; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * POSTs a multipart body with XMLHttpRequest, because `fetch` cannot report upload progress. Answers the
 * parsed JSON; failures reject with the same ApiError every other call uses (the server's code, message and
 * fields), so screens show them with `apiErrorMessage`.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  { onProgress, signal }: PostWithProgressOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(xhr.responseText ? JSON.parse(xhr.responseText) : null);
        } catch {
          reject(
            new ApiError(xhr.status, 'BAD_RESPONSE', 'The server sent an answer that could not be read.'),
          );
        }
        return;
      }
      reject(errorOf(xhr));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(body);
  });
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  const fallback = `Request failed (${xhr.status}${xhr.statusText ? ` ${xhr.statusText}` : ''})`;
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(xhr.responseText));
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      return new ApiError(xhr.status, toApiErrorCode(code), message || fallback, fields);
    }
  } catch {
    // Not JSON (a proxy's error page): the generic message below.
  }
  return new ApiError(xhr.status, 'HTTP_ERROR', fallback);
}
