import {
  IconFile,
  IconFileMusic,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconMovie,
  IconPhoto,
} from '@tabler/icons-react';

/** A generic icon for a file's type, where no thumbnail is shown. */
export function FileIcon({ mimeType, size = 22 }: { mimeType: string; size?: number }) {
  const props = { size, stroke: 1.6 };
  if (mimeType.startsWith('image/')) return <IconPhoto {...props} />;
  if (mimeType.startsWith('video/')) return <IconMovie {...props} />;
  if (mimeType.startsWith('audio/')) return <IconFileMusic {...props} />;
  if (mimeType === 'application/pdf') return <IconFileTypePdf {...props} />;
  if (/sheet|excel|csv/.test(mimeType)) return <IconFileSpreadsheet {...props} />;
  if (/text|word|document|rtf|presentation|powerpoint/.test(mimeType)) return <IconFileText {...props} />;
  return <IconFile {...props} />;
}
