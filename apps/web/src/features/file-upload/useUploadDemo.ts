import { filesApi, type UploadedFile } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { checkUpload } from '../../shared/files/checkUpload';
import { translate } from '../../shared/i18n/useT';
import { uploadFiles } from './uploadFiles';

export interface SelectedFile {
  key: string;
  file: File;
  /** Why the server would refuse it (size or type); such files are not sent. */
  problem: string | null;
}

export type UploadOutcome = { ok: true } | { ok: false; reason: string };

let nextKey = 0;

/** The upload page's state: files chosen but not sent, the one upload in flight, and what was stored. */
export function useUploadDemo() {
  const [selected, setSelected] = useState<SelectedFile[]>([]);
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [removing, setRemoving] = useState<number[]>([]);

  const sendable = selected.filter((s) => s.problem === null);

  function select(files: File[]) {
    setOutcome(null);
    setSelected((current) => [
      ...current,
      ...files.map((file) => ({
        key: `selected-${++nextKey}`,
        file,
        problem: checkUpload(file, 'attachment'),
      })),
    ]);
  }

  function unselect(key: string) {
    setSelected((current) => current.filter((s) => s.key !== key));
  }

  async function upload() {
    if (sendable.length === 0 || progress !== null) return;
    const sending = sendable;
    setOutcome(null);
    setProgress(0);
    try {
      const stored = await uploadFiles(
        sending.map((s) => s.file),
        { onProgress: setProgress },
      );
      setUploaded((current) => [...stored, ...current]);
      const sent = new Set(sending.map((s) => s.key));
      setSelected((current) => current.filter((s) => !sent.has(s.key)));
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, reason: apiErrorMessage(error, translate('common.uploadFailed')) });
    } finally {
      setProgress(null);
    }
  }

  async function remove(file: UploadedFile) {
    setRemoving((current) => [...current, file.id]);
    try {
      await callApi(filesApi.remove, { params: { id: file.id } });
      setUploaded((current) => current.filter((u) => u.id !== file.id));
    } catch (error) {
      notifications.show({
        color: 'red',
        message: apiErrorMessage(error, translate('upload.removeFailed', { name: file.originalName })),
        autoClose: 3000,
      });
    } finally {
      setRemoving((current) => current.filter((id) => id !== file.id));
    }
  }

  return {
    selected,
    sendable,
    uploaded,
    progress,
    outcome,
    removing,
    select,
    unselect,
    upload,
    remove,
    dismiss: () => setOutcome(null),
  };
}
