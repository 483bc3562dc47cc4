import { endpoint } from '../api/endpoint';
import { aiStatusSchema, aiTextRequestSchema, aiTextResponseSchema } from './ai-text';

const tags = ['ai'];

/** The AI text helper, through the server: the key stays on the server (AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export const aiApi = {
  status: endpoint({
    method: 'GET',
    path: '/ai/status',
    tags,
    summary: 'Whether the AI helper is configured, and the models it offers',
    status: 200,
    response: aiStatusSchema,
  }),
  text: endpoint({
    method: 'POST',
    path: '/ai/text',
    tags,
    summary: 'Improve, translate, summarize or organize a text',
    description:
      'Calls the OpenAI-compatible chat-completions service (temperature 0.7, max_tokens 2048, 30 s). At most ' +
      '20 calls a minute per user (429). 503 when AI_BASE_URL is not set; 502 when the service fails.',
    body: aiTextRequestSchema,
    status: 200,
    response: aiTextResponseSchema,
  }),
};
