import { endpointGroup } from '../api/endpoint-group';
import { aiStatusSchema, aiTextRequestSchema, aiTextResponseSchema } from './ai-text';

const api = endpointGroup(['ai']);

/** The AI text helper, through the server: the key stays on the server (AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export const aiApi = {
  status: api.get('/ai/status', {
    summary: 'Whether the AI helper is configured, and the models it offers',
    response: aiStatusSchema,
  }),
  text: api.action('/ai/text', {
    summary: 'Improve, translate, summarize or organize a text',
    description:
      'Calls the OpenAI-compatible chat-completions service (temperature 0.7, max_tokens 2048, 30 s). At most ' +
      '20 calls a minute per user (429). 503 when AI_BASE_URL is not set; 502 when the service fails.',
    body: aiTextRequestSchema,
    response: aiTextResponseSchema,
  }),
};
