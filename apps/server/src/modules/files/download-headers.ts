import { isInlineType } from '@freight/domain';
import type { UploadRow } from './files.table';

/** `filename="..."` for old clients (ASCII, quotes and backslashes replaced) plus RFC 5987 `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * A downloaded file must never run as a page of this origin: `sandbox` gives it an opaque origin and no
 * script, `default-src 'none'` stops it loading anything, and images and media may still show themselves.
 * Chrome will not render a PDF in a sandboxed document, so a PDF gets the same limits without `sandbox`
 * (its viewer runs apart from the origin and `default-src 'none'` still blocks scripts).
 */
export function contentSecurityPolicy(mimeType: string): string {
  const base = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";
  return mimeType === 'application/pdf' ? `${base}; object-src 'self'` : `sandbox; ${base}`;
}

function contentType(mimeType: string): string {
  return mimeType.startsWith('text/') ? `${mimeType}; charset=utf-8` : mimeType;
}

/** The headers every answer of a download carries (200, 206 and 304 alike). */
export function downloadHeaders(row: UploadRow, forceDownload: boolean): Record<string, string> {
  const inline = !forceDownload && isInlineType(row.mime_type);
  return {
    'content-type': contentType(row.mime_type),
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', row.original_name),
    'content-security-policy': contentSecurityPolicy(row.mime_type),
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
    etag: `"${row.sha256}"`,
    // Private to the caller, and checked again each time: access can change when a file is detached.
    'cache-control': 'private, no-cache',
  };
}
