import type { CostLineNote } from '@freight/domain';
import { Anchor, Badge, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { fileSizeText } from '../../shared/files/fileSizeText';
import { useT } from '../../shared/i18n/useT';
import type { ViewedNoteImage } from './NoteImageViewer';

interface NoteFileBodyProps {
  note: CostLineNote & { type: 'image' | 'audio' | 'video' | 'document' };
  onViewImage: (image: ViewedNoteImage) => void;
}

/** A file note: the picture (opens the viewer), the player, or the download; a badge until the upload is in. */
export function NoteFileBody({ note, onViewImage }: NoteFileBodyProps) {
  const t = useT();
  const url = note.file_url;
  if (!url) {
    return (
      <Badge color="yellow" variant="light" radius="sm" tt="none">
        {t('costLineNotes.pendingUpload')}
      </Badge>
    );
  }
  switch (note.type) {
    case 'image':
      return (
        <UnstyledButton
          onClick={() => onViewImage({ url, name: note.file_name ?? t('costLineNotes.image') })}
          aria-label={t('costLineNotes.viewImage', { name: note.file_name ?? '' })}
        >
          <Image
            src={url}
            alt={note.file_name ?? t('costLineNotes.image')}
            h={140}
            w="auto"
            maw="100%"
            fit="contain"
            radius="sm"
          />
        </UnstyledButton>
      );
    case 'audio':
      return <AudioNote url={url} name={note.file_name} transcript={note.content ?? ''} />;
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: staff's own clips have no captions.
        <video controls preload="metadata" src={url} style={{ width: '100%', maxHeight: 320 }} />
      );
    case 'document':
      return (
        <Group gap="xs">
          <Anchor href={`${url}?download=1`} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconDownload size={14} />
              {note.file_name}
            </Group>
          </Anchor>
          {note.file_size !== null && (
            <Text size="xs" c="dimmed">
              {fileSizeText(note.file_size)}
            </Text>
          )}
        </Group>
      );
  }
}

/** A voice memo's player, a message when it cannot play, and its transcript once one was made. */
function AudioNote({ url, name, transcript }: { url: string; name: string | null; transcript: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: voice memos have no captions; a transcript can be made. */}
      <audio
        controls
        preload="metadata"
        src={url}
        style={{ width: '100%' }}
        onError={() => setFailed(true)}
        aria-label={t('costLineNotes.audioNamed', { name: name ?? '' })}
      />
      {failed && (
        <Text size="sm" c="red">
          {t('costLineNotes.playbackFailed')}
        </Text>
      )}
      {transcript && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="transcript">
          {transcript}
        </Text>
      )}
    </>
  );
}
