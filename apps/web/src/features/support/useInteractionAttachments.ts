import type { InteractionAttachment } from '@freight/domain';
import { useState } from 'react';
import { useFileUploads } from '../../shared/files/useFileUploads';

/**
 * The form's files: the saved attachments still kept (edit mode) and the new uploads. Together they give the
 * complete `attachment_ids` to save: a saved attachment the user removed is left out, and the server then
 * removes it and its file on Update.
 */
export function useInteractionAttachments(saved: InteractionAttachment[]) {
  const [kept, setKept] = useState(saved);
  const uploads = useFileUploads('attachment');

  const uploading = uploads.items.filter((item) => item.status === 'uploading');
  const failed = uploads.items.filter((item) => item.status === 'failed');
  const attachmentIds = [
    ...kept.map((attachment) => attachment.upload_id),
    ...uploads.items.flatMap((item) => (item.uploaded ? [item.uploaded.id] : [])),
  ];

  return {
    kept,
    removeKept: (attachment: InteractionAttachment) =>
      setKept((current) => current.filter((a) => a.id !== attachment.id)),
    /** Starts again from a record's attachments (after taking a colleague's version). */
    resetKept: setKept,
    uploads,
    uploading,
    failed,
    attachmentIds,
  };
}
