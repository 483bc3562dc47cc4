import type { CostLineNote } from '@freight/domain';
import { Anchor, Text } from '@mantine/core';
import { NoteFileBody } from './NoteFileBody';
import type { ViewedNoteImage } from './NoteImageViewer';

interface NoteBodyProps {
  note: CostLineNote;
  onViewImage: (image: ViewedNoteImage) => void;
}

/** Where a link-like note's content leads: the page, a call, or a new e-mail. */
function hrefOf(type: 'link' | 'phone' | 'email', content: string): string {
  if (type === 'phone') return `tel:${content.replace(/[^\d+]/g, '')}`;
  return type === 'email' ? `mailto:${content}` : content;
}

/** What a note shows for its type: text, a link, a number to call, an address to write to, or its file. */
export function NoteBody({ note, onViewImage }: NoteBodyProps) {
  const content = note.content ?? '';
  switch (note.type) {
    case 'text':
      return (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {content}
        </Text>
      );
    case 'link':
    case 'phone':
    case 'email':
      return (
        <Anchor
          href={hrefOf(note.type, content)}
          {...(note.type === 'link' && { target: '_blank', rel: 'noopener noreferrer' })}
          size="sm"
          style={note.type === 'phone' ? undefined : { overflowWrap: 'anywhere' }}
        >
          {content}
        </Anchor>
      );
    default:
      return <NoteFileBody note={{ ...note, type: note.type }} onViewImage={onViewImage} />;
  }
}
