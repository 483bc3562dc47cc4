import { filesApi, type UploadedFile, type UploadPurpose, uploadResultSchema } from '@freight/domain';
import { z } from 'zod';
import { ApiError } from '../api/ApiError';
import { endpointUrl } from '../api/apiClient';
import { type PostWithProgressOptions, postWithProgress } from './postWithProgress';

export type { UploadedFile, UploadPurpose };

const uploadAnswerSchema = z.array(uploadResultSchema).length(1);

/**
 * Uploads one file to `POST /files` in a request of its own, reporting progress as it goes, and answers what
 * the server stored (its id for `attachment_ids`, its URL, the type it found in the content).
 */
export async function uploadFile(
  file: File,
  options: PostWithProgressOptions & { purpose: UploadPurpose },
): Promise<UploadedFile> {
  const { purpose, ...transfer } = options;
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await postWithProgress(endpointUrl(filesApi.upload, { purpose }), body, transfer);
  const parsed = uploadAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError(201, 'BAD_RESPONSE', 'The server sent an answer that could not be read.');
  }
  return parsed.data[0]!.data;
}
