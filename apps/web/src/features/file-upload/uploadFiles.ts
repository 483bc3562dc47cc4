import { filesApi, type UploadedFile, uploadResultSchema } from '@freight/domain';
import { z } from 'zod';
import { ApiError } from '../../shared/api/ApiError';
import { endpointUrl } from '../../shared/api/apiClient';
import { type PostWithProgressOptions, postWithProgress } from '../../shared/files/postWithProgress';

const answerSchema = z.array(uploadResultSchema);

/**
 * Sends several files in one multipart request (the server stores all of them or none), reporting the
 * progress of the whole request, and answers what was stored, in the order sent.
 */
export async function uploadFiles(
  files: File[],
  options: PostWithProgressOptions = {},
): Promise<UploadedFile[]> {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  const answer = await postWithProgress(
    endpointUrl(filesApi.upload, { purpose: 'attachment' }),
    body,
    options,
  );
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success || parsed.data.length !== files.length) {
    throw new ApiError(201, 'BAD_RESPONSE', 'The server sent an answer that could not be read.');
  }
  return parsed.data.map((result) => result.data);
}
