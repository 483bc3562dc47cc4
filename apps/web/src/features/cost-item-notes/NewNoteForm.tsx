import {
  checkNoteContent,
  isTextNoteType,
  NOTE_MESSAGES,
  NOTE_TYPES,
  type NoteType,
  uploadAcceptMap,
  uploadPolicy,
} from '@freight/domain';
import { Alert, Button, Chip, FileInput, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../shared/api/ApiError';
import { checkUpload } from '../../shared/files/checkUpload';
import { discardUpload } from '../../shared/files/discardUpload';
import { uploadFile } from '../../shared/files/uploadFile';
import { AiTextHelper } from './AiTextHelper';
import { AudioRecorder } from './AudioRecorder';
import { CONTENT_FIELDS } from './contentFieldLabels';
import { noteErrorMessage } from './noteErrorMessage';
import { NOTE_TYPE_LABELS } from './noteTypeLabels';
import { useAudioRecorder } from './useAudioRecorder';
import { useCreateNote } from './useCreateNote';

const accept = Object.entries(uploadAcceptMap(uploadPolicy('note')))
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(',');
const FILE_ACCEPT: Partial<Record<NoteType, string>> = {
  image: 'image/jpeg,image/png,image/gif,image/webp',
  video: 'video/mp4,video/webm',
  document: accept,
};

/** The file a recorded clip is uploaded as. */
function clipFile(blob: Blob, type: string): File {
  const extension = type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm';
  return new File(
    [blob],
    `voice-memo-${new Date().toISOString().slice(0, 19).replace(/\D/g, '')}.${extension}`,
    {
      type: type.split(';')[0],
    },
  );
}

/** Adds a note of any of the eight types to a cost item. Files are uploaded first, then attached to the note. */
export function NewNoteForm({ costItemId }: { costItemId: number }) {
  const [type, setType] = useState<NoteType>('text');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const recorder = useAudioRecorder();
  const create = useCreateNote();
  const contentField = CONTENT_FIELDS[type];

  const changeType = (next: NoteType) => {
    // Switching away from audio discards a recorded clip, so it is not saved with another type.
    if (type === 'audio' && next !== 'audio') recorder.reset();
    setType(next);
    setFile(null);
    setFieldError(null);
    setFailure(null);
  };

  const reset = () => {
    setTitle('');
    setContent('');
    setDescription('');
    setFile(null);
    recorder.reset();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(null);
    setFailure(null);
    if (isTextNoteType(type)) {
      const check = checkNoteContent(type, content);
      if (!check.ok) return setFieldError(check.message);
    }
    let upload: File | null = file;
    if (type === 'audio') {
      if (!recorder.clip) return setFieldError(NOTE_MESSAGES.recordFirst);
      upload = clipFile(recorder.clip.blob, recorder.clip.type);
    } else if (!isTextNoteType(type)) {
      if (!file) return setFieldError(NOTE_MESSAGES.chooseFile);
      const refusal = checkUpload(file, 'note');
      if (refusal) return setFieldError(refusal);
    }
    const fallback = type === 'audio' ? NOTE_MESSAGES.createAudioFailed : NOTE_MESSAGES.createFailed;
    let uploadId: number | null = null;
    try {
      if (upload) {
        setUploading(true);
        uploadId = (await uploadFile(upload, { purpose: 'note' })).id;
      }
      await create.mutateAsync({
        cost_item_id: costItemId,
        type,
        title: title.trim() || null,
        content: isTextNoteType(type) ? content : null,
        description: description.trim() || null,
        metadata: upload ? { original_name: upload.name } : {},
        upload_id: uploadId,
      });
      reset();
    } catch (error) {
      if (uploadId !== null) void discardUpload(uploadId);
      const specific =
        ApiError.is(error) &&
        ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'].includes(error.code);
      setFailure(specific ? noteErrorMessage(error, fallback) : fallback);
    } finally {
      setUploading(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New note">
      <Stack gap="sm">
        <Chip.Group value={type} onChange={(value) => changeType(value as NoteType)}>
          <Group gap={6} role="radiogroup" aria-label="Note type">
            {NOTE_TYPES.map((t) => (
              <Chip key={t} value={t} type="radio" size="xs" variant="outline">
                {NOTE_TYPE_LABELS[t]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TextInput
          label="Title"
          placeholder="Optional"
          value={title}
          maxLength={255}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        {contentField &&
          (type === 'text' ? (
            <Textarea
              label={contentField.label}
              placeholder={contentField.placeholder}
              autosize
              minRows={3}
              maxRows={10}
              value={content}
              error={fieldError}
              onChange={(e) => setContent(e.currentTarget.value)}
            />
          ) : (
            <TextInput
              label={contentField.label}
              placeholder={contentField.placeholder}
              type={type === 'email' ? 'email' : type === 'phone' ? 'tel' : 'text'}
              value={content}
              error={fieldError}
              onChange={(e) => setContent(e.currentTarget.value)}
            />
          ))}
        {type === 'text' && <AiTextHelper text={content} onAccept={setContent} />}
        {type === 'audio' && <AudioRecorder recorder={recorder} />}
        {type === 'audio' && fieldError && (
          <Alert color="red" variant="light" p="xs">
            {fieldError}
          </Alert>
        )}
        {FILE_ACCEPT[type] && (
          <FileInput
            label="File"
            placeholder="Choose a file (10MB at most)"
            leftSection={<IconPaperclip size={16} />}
            accept={FILE_ACCEPT[type]}
            value={file}
            onChange={setFile}
            clearable
            error={fieldError}
          />
        )}
        <Textarea
          label="Description"
          placeholder="Optional"
          autosize
          minRows={1}
          maxRows={4}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {failure && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={uploading || create.isPending}>
            Add Note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
