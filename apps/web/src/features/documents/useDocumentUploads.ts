import { documentsApi, uploadPolicy } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { documentKeys } from '../../shared/api/queryKeys';
import { checkUpload } from '../../shared/files/checkUpload';
import { uploadFile } from '../../shared/files/uploadFile';
import { translate } from '../../shared/i18n/useT';
import { alertUploadFailed } from './alertUploadFailed';

/** One file on its way into a folder: its share sent so far, and whether it is done. */
export interface DocumentUpload {
  key: string;
  name: string;
  progress: number;
  complete: boolean;
}

const policy = uploadPolicy('document');
// A completed row vanishes 2 seconds after completion, so the list shows what is still going on.
const COMPLETE_ROW_MS = 2000;
let nextKey = 0;

/**
 * Uploads files into a folder, each in its own request with its real progress (XHR upload events), then
 * files it as a document. Too large: the size alert and the file is skipped. Failed: its row goes at once
 * with the alert 'Failed to upload "{name}": {message}'. Done: 'Complete', gone 2 seconds later.
 */
export function useDocumentUploads(folderId: number | undefined) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<DocumentUpload[]>([]);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);

  const update = useCallback((key: string, change: Partial<DocumentUpload>) => {
    setUploads((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);
  const drop = useCallback((key: string) => setUploads((rows) => rows.filter((row) => row.key !== key)), []);

  const uploadOne = useCallback(
    async (file: File, target: number) => {
      const key = `doc-upload-${++nextKey}`;
      setUploads((rows) => [...rows, { key, name: file.name, progress: 0, complete: false }]);
      try {
        const stored = await uploadFile(file, {
          purpose: 'document',
          onProgress: (progress) => update(key, { progress }),
        });
        await callApi(documentsApi.create, { body: { folder_id: target, upload_id: stored.id } });
        update(key, { progress: 1, complete: true });
        timers.current.push(window.setTimeout(() => drop(key), COMPLETE_ROW_MS));
        await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      } catch (error) {
        drop(key);
        alertUploadFailed(file.name, apiErrorMessage(error, translate('documents.unknownError')));
      }
    },
    [drop, update, queryClient],
  );

  const add = useCallback(
    (files: File[]) => {
      if (folderId === undefined) return;
      for (const file of files) {
        if (file.size > policy.maxBytes) {
          notifications.show({
            color: 'red',
            title: translate('documents.fileTooLarge'),
            message: translate('documents.fileTooLargeNamed', { name: file.name, max: policy.maxSizeLabel }),
          });
          continue;
        }
        const problem = checkUpload(file, 'document');
        if (problem) {
          alertUploadFailed(file.name, problem);
          continue;
        }
        void uploadOne(file, folderId);
      }
    },
    [folderId, uploadOne],
  );

  return { uploads, add };
}
