import { z } from 'zod';

/** One stored upload as `POST /files` answers it in `data`, with its id and checksum. */
const uploadedFileSchema = z.object({
  /** The upload's id: what `attachment_ids` and `upload_id` refer to. */
  id: z.number().int(),
  /** Where the bytes are read back: `/api/1/files/{id}` (a session and the owning record's permission). */
  url: z.string(),
  /** The server-made name the bytes are stored under (never the user's name). */
  fileName: z.string(),
  /** The user's name for the file, made safe: no folders, no control characters, at most 255 characters. */
  originalName: z.string(),
  size: z.number().int(),
  /** Decided from the content, not from the name or the declared type. */
  mimeType: z.string(),
  /** SHA-256 of the bytes, hex; also the download's ETag. */
  sha256: z.string(),
  uploadedAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * One entry of the upload answer, one per file sent. The request is all or nothing:
 * when any file is refused the whole request answers an error and nothing is stored, so every entry of a
 * 201 is a success.
 */
export const uploadResultSchema = z.object({
  success: z.literal(true),
  data: uploadedFileSchema,
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** The path an upload is read back from, as `url` gives it (with the API prefix). */
export function uploadUrl(id: number): string {
  return `/api/1/files/${id}`;
}
