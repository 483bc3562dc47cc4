import { type CostLineNote, formatFileSize, NOTE_MESSAGES } from '@freight/domain';
import { Anchor, Badge, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ViewedNoteImage } from './NoteImageViewer';

interface NoteBodyProps {
  note: CostLineNote;
  onViewImage: (image: ViewedNoteImage) => void;
}

const pending = (
  <Badge color="yellow" variant="light" radius="sm" tt="none">
    {NOTE_MESSAGES.pendingUpload}
  </Badge>
);

/** What a note shows for its type: text, a link, a number to call, an address to write to, or its file. */
export function NoteBody({ note, onViewImage }: NoteBodyProps) {
  const [audioFailed, setAudioFailed] = useState(false);
  const content = note.content ?? '';
  switch (note.type) {
    case 'text':
      return (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {content}
        </Text>
      );
    case 'link':
      return (
        <Anchor
          href={content}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {content}
        </Anchor>
      );
    case 'phone':
      return (
        <Anchor href={`tel:${content.replace(/[^\d+]/g, '')}`} size="sm">
          {content}
        </Anchor>
      );
    case 'email':
      return (
        <Anchor href={`mailto:${content}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {content}
        </Anchor>
      );
    case 'image':
      if (!note.file_url) return pending;
      return (
        <UnstyledButton
          onClick={() => onViewImage({ url: note.file_url!, name: note.file_name ?? 'Image' })}
          aria-label={`View image ${note.file_name ?? ''}`}
        >
          <Image
            src={note.file_url}
            alt={note.file_name ?? 'Image'}
            h={140}
            w="auto"
            maw="100%"
            fit="contain"
            radius="sm"
          />
        </UnstyledButton>
      );
    case 'audio':
      if (!note.file_url) return pending;
      return (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: voice memos have no captions; a transcript can be made. */}
          <audio
            controls
            preload="metadata"
            src={note.file_url}
            style={{ width: '100%' }}
            onError={() => setAudioFailed(true)}
            aria-label={`Audio ${note.file_name ?? ''}`}
          />
          {audioFailed && (
            <Text size="sm" c="red">
              {NOTE_MESSAGES.playbackFailed}
            </Text>
          )}
          {content && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="transcript">
              {content}
            </Text>
          )}
        </>
      );
    case 'video':
      if (!note.file_url) return pending;
      return (
        // biome-ignore lint/a11y/useMediaCaption: staff's own clips have no captions.
        <video controls preload="metadata" src={note.file_url} style={{ width: '100%', maxHeight: 320 }} />
      );
    case 'document':
      if (!note.file_url) return pending;
      return (
        <Group gap="xs">
          <Anchor href={`${note.file_url}?download=1`} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconDownload size={14} />
              {note.file_name}
            </Group>
          </Anchor>
          {note.file_size !== null && (
            <Text size="xs" c="dimmed">
              {formatFileSize(note.file_size)}
            </Text>
          )}
        </Group>
      );
  }
}
