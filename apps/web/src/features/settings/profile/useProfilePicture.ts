import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { checkUpload } from '../../../shared/files/checkUpload';
import { uploadFile } from '../../../shared/files/uploadFile';
import { translate } from '../../../shared/i18n/useT';
import type { TimedMessage } from '../useTimedMessage';

const UPLOAD_ERROR_MS = 5000;

export interface ProfilePicture {
  /** What the picture shows now: the preview, the uploaded picture, or null (initials). */
  src: string | null;
  /** The upload to save: a new picture's id, null to remove it, undefined when unchanged. */
  uploadId: number | null | undefined;
  uploading: boolean;
  choose: (file: File | null) => void;
  remove: () => void;
  /** After a save: the saved picture is the starting point again. */
  reset: () => void;
}

/** Frees a preview's object URL. */
function revoke(preview: { current: string | null }) {
  if (preview.current) URL.revokeObjectURL(preview.current);
  preview.current = null;
}

/**
 * The Profile tab's picture: a chosen file is checked at once (type and size, the avatar policy's
 * messages), previewed straight away and uploaded; when the upload fails the picture shown before comes back.
 */
export function useProfilePicture(
  savedUrl: string | null,
  show: (message: TimedMessage, ms?: number) => void,
): ProfilePicture {
  const [state, setState] = useState<{ src: string | null; uploadId: number | null | undefined }>({
    src: savedUrl,
    uploadId: undefined,
  });
  const [uploading, setUploading] = useState(false);
  const preview = useRef<string | null>(null);

  const dropPreview = () => revoke(preview);
  useEffect(() => () => revoke(preview), []);

  const choose = (file: File | null) => {
    if (!file) return;
    const refusal = checkUpload(file, 'avatar');
    if (refusal) {
      show({ tone: 'error', text: refusal }, UPLOAD_ERROR_MS);
      return;
    }
    const before = state;
    dropPreview();
    preview.current = URL.createObjectURL(file);
    setState({ src: preview.current, uploadId: before.uploadId });
    setUploading(true);
    uploadFile(file, { purpose: 'avatar' })
      .then((uploaded) => {
        setState({ src: uploaded.url, uploadId: uploaded.id });
        show({ tone: 'success', text: translate('profile.pictureUpdated') });
      })
      .catch((error: unknown) => {
        setState(before);
        show(
          { tone: 'error', text: apiErrorMessage(error, translate('profile.uploadFailed')) },
          UPLOAD_ERROR_MS,
        );
      })
      .finally(() => {
        dropPreview();
        setUploading(false);
      });
  };

  return {
    ...state,
    uploading,
    choose,
    remove: () => setState({ src: null, uploadId: null }),
    reset: () => setState((now) => ({ src: now.src, uploadId: undefined })),
  };
}
