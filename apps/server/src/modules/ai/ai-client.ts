import {
  AI_MAX_TOKENS,
  AI_MESSAGES,
  AI_TEMPERATURE,
  AI_TIMEOUT_MS,
  DEFAULT_AI_MODEL,
  TRANSCRIPTION_MODEL,
} from '@freight/domain';
import { AppError } from '../../platform/errors';
import type { ChatMessage } from './prompts';

/** AI_BASE_URL, AI_API_KEY and AI_MODEL (config.ts). Without a base URL the helper is off. */
export interface AiConfig {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** How long one call may take (default 30 s; tests shorten it). */
  timeoutMs?: number;
}

export const AI_OFF: AiConfig = { baseUrl: undefined, apiKey: undefined, model: DEFAULT_AI_MODEL };

/**
 * Calls an OpenAI-compatible service: `POST {base}/chat/completions` and `POST {base}/audio/transcriptions`.
 * The key goes only into the Authorization header; it is masked out of any message that echoes it.
 */
export function aiClient(config: AiConfig) {
  const timeoutMs = config.timeoutMs ?? AI_TIMEOUT_MS;
  const base = config.baseUrl?.replace(/\/+$/, '');
  const mask = (text: string) => (config.apiKey ? text.split(config.apiKey).join('[hidden]') : text);

  async function post(path: string, body: string | FormData, headers: Record<string, string> = {}) {
    if (!base) throw new AppError('SERVICE_UNAVAILABLE', AI_MESSAGES.notConfigured);
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          ...headers,
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new AppError('SERVICE_UNAVAILABLE', timedOut ? AI_MESSAGES.timedOut : AI_MESSAGES.unreachable);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', AI_MESSAGES.timedOut);
    }
    if (!response.ok) {
      const message = mask(errorMessageOf(text));
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        AI_MESSAGES.requestFailed(response.status, response.statusText, message),
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', AI_MESSAGES.emptyAnswer);
    }
  }

  return {
    configured: Boolean(base),
    defaultModel: config.model,

    /** The first choice's message content (what OpenAI-compatible services answer). */
    async chat(messages: ChatMessage[], model: string, maxTokens = AI_MAX_TOKENS): Promise<string> {
      const answer = (await post(
        '/chat/completions',
        JSON.stringify({
          model,
          messages,
          temperature: AI_TEMPERATURE,
          max_tokens: maxTokens,
          stream: false,
        }),
        { 'content-type': 'application/json' },
      )) as { choices?: { message?: { content?: unknown } }[] };
      const content = answer?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new AppError('SERVICE_UNAVAILABLE', AI_MESSAGES.emptyAnswer);
      return content;
    },

    /** The text of a recording (multipart: file, model, response_format json). */
    async transcribe(bytes: Buffer, fileName: string, mimeType: string): Promise<string> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: mimeType }), fileName);
      form.append('model', TRANSCRIPTION_MODEL);
      form.append('response_format', 'json');
      const answer = (await post('/audio/transcriptions', form)) as { text?: unknown };
      if (typeof answer?.text !== 'string')
        throw new AppError('SERVICE_UNAVAILABLE', AI_MESSAGES.emptyAnswer);
      return answer.text;
    },
  };
}

export type AiClient = ReturnType<typeof aiClient>;

/** The message of an OpenAI-style error answer (`{error: {message}}`), else the body's first 300 characters. */
function errorMessageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof parsed.error === 'object' && typeof parsed.error?.message === 'string')
      return parsed.error.message;
    if (typeof parsed.error === 'string') return parsed.error;
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the text itself.
  }
  return body.trim().slice(0, 300) || 'No details given';
}
