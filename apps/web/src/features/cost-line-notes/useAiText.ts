import { type AiTextRequest, aiApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';

/** POST /ai/text: the helper's suggestion for a text (the server calls the model; 30 s at most). */
export function useAiText() {
  return useMutation({
    mutationFn: (body: AiTextRequest) => callApi(aiApi.text, { body, timeoutMs: 35_000 }),
  });
}
