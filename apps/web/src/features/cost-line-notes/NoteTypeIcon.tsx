import type { NoteType } from '@freight/domain';
import {
  IconFileText,
  IconLink,
  IconMail,
  IconMicrophone,
  IconNote,
  IconPhone,
  IconPhoto,
  IconVideo,
} from '@tabler/icons-react';

const ICONS = {
  text: IconNote,
  link: IconLink,
  phone: IconPhone,
  email: IconMail,
  image: IconPhoto,
  audio: IconMicrophone,
  video: IconVideo,
  document: IconFileText,
} as const;

/** The icon of a note type. */
export function NoteTypeIcon({ type, size = 16 }: { type: NoteType; size?: number }) {
  const Icon = ICONS[type];
  return <Icon size={size} aria-hidden />;
}
