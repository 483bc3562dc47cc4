/** The longest original name kept (a file system's usual limit). */
export const MAX_FILE_NAME_LENGTH = 255;

/** The name given to a file whose name is nothing once made safe (e.g. '../', or only control characters). */
const UNNAMED_FILE = 'file';

// C0 and C1 control characters, DEL, and the bidirectional overrides that make 'exe.pdf' read as 'fdp.exe'.
const UNSAFE_CHARACTERS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A user's file name made safe to store, show and send back in `Content-Disposition`: only the last path part
 * (either slash), control and direction-override characters removed, spaces trimmed, leading dots dropped (so
 * '..' and hidden names go), and at most 255 characters, cut before the extension so '.pdf' survives.
 * Never used as a storage key: keys are made by the server.
 */
export function sanitizeFileName(name: string): string {
  const lastPart = name.split(/[\\/]/).pop() ?? '';
  const cleaned = lastPart.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim().replace(/^\.+/, '').trim();
  if (!cleaned) return UNNAMED_FILE;
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_FILE_NAME_LENGTH) return characters.join('');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  if (extension.length > 0 && extension.length <= 16) {
    const stemLength = MAX_FILE_NAME_LENGTH - extension.length;
    return characters.slice(0, stemLength).join('') + extension.join('');
  }
  return characters.slice(0, MAX_FILE_NAME_LENGTH).join('');
}

/** 'Report.PDF' → 'pdf'; '' when the name has no extension. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}
