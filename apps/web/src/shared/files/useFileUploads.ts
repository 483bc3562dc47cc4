import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type ApiErrorCode } from '../api/ApiError';
import { apiErrorMessage } from '../api/apiErrorMessage';
import { translate } from '../i18n/useT';
import { checkUpload } from './checkUpload';
import { discardUpload } from './discardUpload';
import { type UploadedFile, type UploadPurpose, uploadFile } from './uploadFile';

type UploadStatus = 'uploading' | 'uploaded' | 'failed';

/** One file the user added: its transfer, and once stored, what the server answered. */
export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  /** Share sent so far, 0 to 1. */
  progress: number;
  /** Why it failed, in words for the user (the domain's size and type messages, or the server's). */
  error?: string;
  /** The failure was the transfer's or the server's (not the size or type check): trying again may work. */
  retryable?: boolean;
  uploaded?: UploadedFile;
  /** A local preview of an image while it has no server address yet. */
  previewUrl?: string;
}

let nextKey = 0;

/**
 * Files being uploaded for a form: each starts uploading as soon as it is added, in its own request with its
 * own progress, after the same size and type check the server makes. A file that fails stays in the list with
 * its reason, and nothing else in the form is touched. Removing a file cancels its transfer; an upload that
 * finished but was never attached is deleted (the server's sweeper would remove it a day later anyway).
 */
export function useFileUploads(purpose: UploadPurpose) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const transfers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      transfers.current.set(key, controller);
      uploadFile(file, {
        purpose,
        signal: controller.signal,
        onProgress: (progress) => update(key, { progress }),
      }).then(
        (uploaded) => update(key, { status: 'uploaded', progress: 1, uploaded }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          update(key, {
            status: 'failed',
            error: apiErrorMessage(error, translate('common.uploadFailed')),
            // A refusal (too large, wrong type) stays a refusal; a lost connection or a server fault may pass.
            retryable: !ApiError.is(error) || PASSES_LATER.has(error.code),
          });
        },
      );
      controller.signal.addEventListener('abort', () => transfers.current.delete(key));
    },
    [purpose, update],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file): UploadItem => {
        const problem = checkUpload(file, purpose);
        return {
          key: `upload-${++nextKey}`,
          file,
          status: problem ? 'failed' : 'uploading',
          progress: 0,
          error: problem ?? undefined,
          previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined,
        };
      });
      setItems((current) => [...current, ...added]);
      for (const item of added) if (item.status === 'uploading') start(item.key, item.file);
    },
    [purpose, start],
  );

  const remove = useCallback((key: string) => {
    const item = itemsRef.current.find((i) => i.key === key);
    transfers.current.get(key)?.abort();
    if (item?.previewUrl) URL.revokeObjectURL(item.previewUrl);
    if (item?.uploaded) void discardUpload(item.uploaded.id);
    setItems((current) => current.filter((i) => i.key !== key));
  }, []);

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (item?.status !== 'failed' || !item.retryable) return;
      update(key, { status: 'uploading', progress: 0, error: undefined, retryable: undefined });
      start(key, item.file);
    },
    [start, update],
  );

  /** Forgets the list without deleting anything (the uploads now belong to a saved record). */
  const reset = useCallback(() => {
    for (const item of itemsRef.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    setItems([]);
  }, []);

  useEffect(() => {
    const running = transfers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const item of itemsRef.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    };
  }, []);

  return { items, add, remove, retry, reset };
}

/** The codes after which the same upload may succeed if tried again: a lost connection or a server fault. */
const PASSES_LATER: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  'NETWORK_ERROR',
  'TIMEOUT',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'BAD_RESPONSE',
  'HTTP_ERROR',
]);
