import { isTextNoteType, NOTE_MESSAGES, type NoteType } from '@freight/domain';
import { useState } from 'react';
import { discardUpload } from '../../shared/files/discardUpload';
import { uploadFile } from '../../shared/files/uploadFile';
import { newNoteFailure } from './newNoteFailure';
import { noteMessage } from './noteMessages';
import { useCreateNote } from './useCreateNote';

export interface NewNoteValues {
  title: string;
  content: string;
  description: string;
}

/**
 * Add Note's call: the file (if any) is uploaded first, then the note is created with it; when the note is
 * refused the upload is discarded. Answers true when the note was added, else the failure is in `failure`.
 */
export function useAddNote(costLineId: number) {
  const create = useCreateNote();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function add(type: NoteType, values: NewNoteValues, upload: File | null): Promise<boolean> {
    setFailure(null);
    let uploadId: number | null = null;
    try {
      if (upload) {
        setUploading(true);
        uploadId = (await uploadFile(upload, { purpose: 'note' })).id;
      }
      await create.mutateAsync({
        cost_item_id: costLineId,
        type,
        title: values.title.trim() || null,
        content: isTextNoteType(type) ? values.content : null,
        description: values.description.trim() || null,
        metadata: upload ? { original_name: upload.name } : {},
        upload_id: uploadId,
      });
      return true;
    } catch (error) {
      if (uploadId !== null) void discardUpload(uploadId);
      const fallback = noteMessage(
        type === 'audio' ? NOTE_MESSAGES.createAudioFailed : NOTE_MESSAGES.createFailed,
      );
      setFailure(newNoteFailure(error, fallback));
      return false;
    } finally {
      setUploading(false);
    }
  }

  return { add, failure, clearFailure: () => setFailure(null), busy: uploading || create.isPending };
}
