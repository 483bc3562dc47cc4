import { z } from 'zod';
import { noContentSchema } from '../api/endpoint';
import { endpointGroup } from '../api/endpoint-group';
import { uploadResultSchema } from './upload';
import { UPLOAD_PURPOSES, uploadMessages } from './upload-policy';

const api = endpointGroup(['files']);

const uploadQuerySchema = z.object({
  purpose: z
    .enum(UPLOAD_PURPOSES, { error: uploadMessages.unknownPurpose })
    .default('attachment')
    .describe(
      'Which limits apply: attachment and document (100MB; images, video, audio, pdf, office, text), ' +
        'note (10MB; web images, audio, mp4/webm, pdf, text, doc, docx), avatar (10MB; jpeg, png, gif, webp)',
    ),
});

const downloadQuerySchema = z.object({
  download: z
    .enum(['0', '1'], { error: 'download must be 0 or 1' })
    .optional()
    .describe('1: always as an attachment (a download), even for images, PDF, audio and video'),
});

/**
 * Uploads (docs/api.md, Files). A file is the uploader's alone until a record attaches it
 * (e.g. an interaction's `attachment_ids`); then whoever may read that record may read the file.
 */
export const filesApi = {
  upload: api.create('/files', {
    summary: 'Upload files',
    description:
      'multipart/form-data, one or more parts named "file". All or nothing: a refused file (413 too large, ' +
      '415 type) stores none of them. Unattached uploads are removed after 24 hours.',
    query: uploadQuerySchema,
    consumes: 'multipart/form-data',
    response: z.array(uploadResultSchema),
  }),
  download: api.get('/files/:id', {
    summary: 'Read a file',
    description:
      'The bytes, with ETag (its SHA-256), Range (206) and If-None-Match (304). Inline only for images, PDF, ' +
      'audio and video. 404 for a file the caller may not read.',
    query: downloadQuerySchema,
    response: noContentSchema,
    produces: 'application/octet-stream',
  }),
  remove: api.remove('/files/:id', {
    summary: 'Remove your own unattached upload',
    description: 'An upload attached to a record answers 409: remove it from that record instead.',
  }),
};
