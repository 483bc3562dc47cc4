import { fileExtension } from './file-name';

/**
 * What may be uploaded, per purpose. The server enforces it (size while streaming, type from the content);
 * the web checks the same table before sending so people hear about a refusal at once. Later issues add
 * purposes (`avatar`, `document`) here; `note` is the cost item notes'.
 */
export const UPLOAD_PURPOSES = ['attachment', 'note', 'avatar', 'document', 'logo'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const MB = 1024 * 1024;

/**
 * A kind of file and how its content is recognised: by its own magic bytes (`content`), as an OLE compound
 * file whose name says which Office format it is (`cfb`: doc, xls and ppt share one container), or as valid
 * UTF-8 text without NUL bytes whose name ends with the extension (`text`: txt and csv have no magic).
 */
interface FileKind {
  /** Exact type, or a family such as 'image/' (every image type the content check recognises). */
  mime: string;
  extensions: readonly string[];
  recognisedBy: 'content' | 'cfb' | 'text';
}

const FILE_KINDS = {
  image: {
    mime: 'image/',
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'tif', 'tiff', 'heic', 'heif', 'avif', 'ico'],
    recognisedBy: 'content',
  },
  video: {
    mime: 'video/',
    extensions: ['mp4', 'm4v', 'mov', 'webm', 'mkv', 'avi', 'mpg', 'mpeg', 'ogv', '3gp'],
    recognisedBy: 'content',
  },
  audio: {
    mime: 'audio/',
    extensions: ['mp3', 'wav', 'ogg', 'oga', 'opus', 'm4a', 'aac', 'flac', 'weba', 'amr'],
    recognisedBy: 'content',
  },
  pdf: { mime: 'application/pdf', extensions: ['pdf'], recognisedBy: 'content' },
  doc: { mime: 'application/msword', extensions: ['doc'], recognisedBy: 'cfb' },
  xls: { mime: 'application/vnd.ms-excel', extensions: ['xls'], recognisedBy: 'cfb' },
  ppt: { mime: 'application/vnd.ms-powerpoint', extensions: ['ppt'], recognisedBy: 'cfb' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    recognisedBy: 'content',
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    recognisedBy: 'content',
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    recognisedBy: 'content',
  },
  odt: { mime: 'application/vnd.oasis.opendocument.text', extensions: ['odt'], recognisedBy: 'content' },
  ods: {
    mime: 'application/vnd.oasis.opendocument.spreadsheet',
    extensions: ['ods'],
    recognisedBy: 'content',
  },
  odp: {
    mime: 'application/vnd.oasis.opendocument.presentation',
    extensions: ['odp'],
    recognisedBy: 'content',
  },
  rtf: { mime: 'application/rtf', extensions: ['rtf'], recognisedBy: 'content' },
  txt: { mime: 'text/plain', extensions: ['txt'], recognisedBy: 'text' },
  // Single types, for purposes narrower than a family (note attachments).
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], recognisedBy: 'content' },
  png: { mime: 'image/png', extensions: ['png'], recognisedBy: 'content' },
  gif: { mime: 'image/gif', extensions: ['gif'], recognisedBy: 'content' },
  webp: { mime: 'image/webp', extensions: ['webp'], recognisedBy: 'content' },
  mp3: { mime: 'audio/mpeg', extensions: ['mp3'], recognisedBy: 'content' },
  wav: { mime: 'audio/wav', extensions: ['wav'], recognisedBy: 'content' },
  ogg: { mime: 'audio/ogg', extensions: ['ogg', 'oga', 'opus'], recognisedBy: 'content' },
  // A browser's recording is audio in a WebM box, which the content check calls video/webm.
  webm: { mime: 'video/webm', extensions: ['webm', 'weba'], recognisedBy: 'content' },
  webmAudio: { mime: 'audio/webm', extensions: ['weba'], recognisedBy: 'content' },
  m4a: { mime: 'audio/x-m4a', extensions: ['m4a'], recognisedBy: 'content' },
  mp4Audio: { mime: 'audio/mp4', extensions: ['m4a', 'mp4'], recognisedBy: 'content' },
  mp4: { mime: 'video/mp4', extensions: ['mp4'], recognisedBy: 'content' },
  csv: { mime: 'text/csv', extensions: ['csv'], recognisedBy: 'text' },
} as const satisfies Record<string, FileKind>;

type FileKindName = keyof typeof FILE_KINDS;

// Image types that can carry script are never accepted, whatever a family allows.
const NEVER_ACCEPTED = new Set(['image/svg+xml']);

export interface UploadPolicy {
  purpose: UploadPurpose;
  maxBytes: number;
  /** The limit as messages write it: '100MB'. */
  maxSizeLabel: string;
  kinds: readonly FileKindName[];
  /** The purpose's own refusals, where its screen words them differently from the default. */
  messages?: { tooLarge?: string; unsupportedType?: (type: string) => string };
}

/**
 * Office and media files, for interaction attachments and documents alike: images, video, audio, pdf, doc, docx,
 * xls, xlsx, ppt, pptx, txt, csv, rtf, odt, ods, odp.
 */
const OFFICE_AND_MEDIA_KINDS: readonly FileKindName[] = [
  'image',
  'video',
  'audio',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'rtf',
  'odt',
  'ods',
  'odp',
];

const UPLOAD_POLICIES: Record<UploadPurpose, UploadPolicy> = {
  // Interaction attachments: 100 MB each; images, video, audio, pdf, doc, docx, xls, xlsx, ppt, pptx,
  // txt, csv, rtf, odt, ods, odp.
  attachment: {
    purpose: 'attachment',
    maxBytes: 100 * MB,
    maxSizeLabel: '100MB',
    kinds: OFFICE_AND_MEDIA_KINDS,
  },
  // Note attachments: 10 MB; jpeg, jpg, png, gif, webp, svg, mp3, wav, ogg, webm, mp4 audio, pdf, plain
  // text, doc, docx. svg is refused on purpose (NEVER_ACCEPTED: it can carry script). mp4 video is accepted
  // too, or a video note could hold nothing but WebM.
  note: {
    purpose: 'note',
    maxBytes: 10 * MB,
    maxSizeLabel: '10MB',
    kinds: [
      'jpeg',
      'png',
      'gif',
      'webp',
      'mp3',
      'wav',
      'ogg',
      'webm',
      'webmAudio',
      'm4a',
      'mp4Audio',
      'mp4',
      'pdf',
      'txt',
      'doc',
      'docx',
    ],
    messages: {
      tooLarge: 'File size must be less than 10MB',
      unsupportedType: (type) => `File type not supported: ${type}`,
    },
  },
  // Profile picture: jpeg, jpg, png, gif, webp; at most 10 MB; its own two messages.
  avatar: {
    purpose: 'avatar',
    maxBytes: 10 * MB,
    maxSizeLabel: '10MB',
    kinds: ['jpeg', 'png', 'gif', 'webp'],
    messages: {
      tooLarge: 'File size must be less than 10MB',
      unsupportedType: () => 'Please select a valid image file (JPEG, PNG, GIF, WebP)',
    },
  },
  // Document library and quotation documents: 100 MB each; images, video, audio, pdf, doc, docx, xls,
  // xlsx, ppt, pptx, txt, csv, rtf, odt, ods, odp.
  document: {
    purpose: 'document',
    maxBytes: 100 * MB,
    maxSizeLabel: '100MB',
    kinds: OFFICE_AND_MEDIA_KINDS,
  },
  // The company logo on quotes: PNG or JPEG, the two image types a PDF embeds; checked by content.
  logo: {
    purpose: 'logo',
    maxBytes: 2 * MB,
    maxSizeLabel: '2MB',
    kinds: ['jpeg', 'png'],
    messages: {
      tooLarge: 'The logo must be smaller than 2MB',
      unsupportedType: () => 'Please select a PNG or JPEG image',
    },
  },
};

export function uploadPolicy(purpose: UploadPurpose = 'attachment'): UploadPolicy {
  return UPLOAD_POLICIES[purpose];
}

/** The upload messages, worded as staff asked, and the API's own. */
export const uploadMessages = {
  tooLarge: (fileName: string, policy: UploadPolicy) =>
    policy.messages?.tooLarge ?? `File ${fileName} is too large. Maximum size is ${policy.maxSizeLabel}.`,
  unsupportedType: (type: string, policy?: UploadPolicy) =>
    policy?.messages?.unsupportedType?.(type) ?? `File type ${type} is not supported.`,
  noFile: 'Choose at least one file to upload (multipart field "file")',
  notMultipart: 'Send the files as multipart/form-data in the field "file"',
  unknownPurpose: 'Unknown upload purpose',
  attached: 'This file belongs to a record: remove it from that record instead',
  notFoundOrAttached: 'File not found or already attached',
} as const;

function kindsOf(policy: UploadPolicy): FileKind[] {
  return policy.kinds.map((name) => FILE_KINDS[name]);
}

function mimeMatches(kind: FileKind, fullMime: string): boolean {
  // 'audio/ogg; codecs=opus' is audio/ogg.
  const mime = fullMime.split(';')[0]!.trim();
  if (NEVER_ACCEPTED.has(mime)) return false;
  return kind.mime.endsWith('/') ? mime.startsWith(kind.mime) : mime === kind.mime;
}

/** What the server learnt about an uploaded file's bytes. */
export interface UploadContentFacts {
  /** The (sanitised) name the user gave. */
  fileName: string;
  /** The type the client declared; only used to name the type of unrecognised content in the refusal. */
  declaredType: string;
  /** What the magic bytes say (file-type's answer), when they say anything. */
  detected: { ext: string; mime: string } | undefined;
  /** The bytes are valid UTF-8 without NUL bytes. */
  isText: boolean;
}

export type UploadContentVerdict =
  | { accepted: true; mimeType: string; extension: string }
  | { accepted: false; type: string };

/**
 * Decides an upload's type from its content, never from its name or declared type alone: recognised magic
 * bytes must be of an accepted kind; an OLE container counts as doc/xls/ppt only when the name says which;
 * unrecognised bytes pass only as txt/csv, when they are text and the name ends so. A refusal names what the
 * content is (or the declared type when the content is not recognised).
 */
export function judgeUploadContent(policy: UploadPolicy, facts: UploadContentFacts): UploadContentVerdict {
  const kinds = kindsOf(policy);
  const extension = fileExtension(facts.fileName);
  const { detected } = facts;
  if (detected?.ext === 'cfb') {
    const kind = kinds.find((k) => k.recognisedBy === 'cfb' && k.extensions.includes(extension));
    return kind
      ? { accepted: true, mimeType: kind.mime, extension }
      : { accepted: false, type: detected.mime };
  }
  if (detected) {
    const kind = kinds.find((k) => k.recognisedBy === 'content' && mimeMatches(k, detected.mime));
    return kind
      ? { accepted: true, mimeType: detected.mime, extension: detected.ext }
      : { accepted: false, type: detected.mime };
  }
  if (facts.isText) {
    const kind = kinds.find((k) => k.recognisedBy === 'text' && k.extensions.includes(extension));
    if (kind) return { accepted: true, mimeType: kind.mime, extension };
  }
  return { accepted: false, type: facts.declaredType || 'application/octet-stream' };
}

/** Why a file is refused before sending, as parts a screen words in its reader's language. */
export type UploadRefusal =
  | { reason: 'tooLarge'; fileName: string; maxSizeLabel: string }
  | { reason: 'unsupportedType'; type: string };

/**
 * The web's check before sending (name, size and declared type; the server still decides from the content):
 * why the file is refused, or undefined when it may be sent.
 */
export function uploadRefusal(
  policy: UploadPolicy,
  file: { name: string; size: number; type: string },
): UploadRefusal | undefined {
  if (file.size > policy.maxBytes) {
    return { reason: 'tooLarge', fileName: file.name, maxSizeLabel: policy.maxSizeLabel };
  }
  const extension = fileExtension(file.name);
  const kinds = kindsOf(policy);
  const byName = kinds.some((k) => k.extensions.includes(extension));
  const byType =
    file.type !== '' && kinds.some((k) => k.recognisedBy === 'content' && mimeMatches(k, file.type));
  if (byName || byType) return undefined;
  return { reason: 'unsupportedType', type: file.type || (extension ? `.${extension}` : 'unknown') };
}

/** The same check's refusal as the English sentence the API says it with, or undefined. */
export function checkFileBeforeUpload(
  policy: UploadPolicy,
  file: { name: string; size: number; type: string },
): string | undefined {
  const refusal = uploadRefusal(policy, file);
  if (!refusal) return undefined;
  return refusal.reason === 'tooLarge'
    ? uploadMessages.tooLarge(refusal.fileName, policy)
    : uploadMessages.unsupportedType(refusal.type, policy);
}

/**
 * The accepted types as a file picker or dropzone takes them (`{ 'image/*': ['.png', ...], 'application/pdf':
 * ['.pdf'] }`), so the browser's chooser offers the same list the server accepts.
 */
export function uploadAcceptMap(policy: UploadPolicy): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const kind of kindsOf(policy)) {
    const key = kind.mime.endsWith('/') ? `${kind.mime}*` : kind.mime;
    accept[key] = kind.extensions.map((e) => `.${e}`);
  }
  return accept;
}

/** Types shown in the browser (inline) rather than downloaded: images, PDF, audio and video. */
export function isInlineType(mimeType: string): boolean {
  return (
    (mimeType.startsWith('image/') && !NEVER_ACCEPTED.has(mimeType)) ||
    mimeType.startsWith('audio/') ||
    mimeType.startsWith('video/') ||
    mimeType === 'application/pdf'
  );
}
