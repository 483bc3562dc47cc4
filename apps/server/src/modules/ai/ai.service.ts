import {
  AI_CALLS_PER_MINUTE,
  AI_MESSAGES,
  AI_MODELS,
  type AiStatus,
  type AiTextRequest,
  type AiTextResponse,
  DEFAULT_TARGET_LANGUAGE,
  isAiAction,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as repo from './ai.repository';
import type { AiClient } from './ai-client';
import { PROMPTS } from './prompts';

export function status(ai: AiClient): AiStatus {
  return {
    configured: ai.configured,
    default_model: ai.defaultModel,
    models: AI_MODELS.map((m) => ({ ...m })),
    transcription: ai.configured,
  };
}

/** 429 once the user made AI_CALLS_PER_MINUTE calls in the current minute (counted in PostgreSQL). */
export async function admitCall(db: Db, userId: number): Promise<void> {
  const { calls, windowEndsAt } = await repo.countCall(db, userId);
  if (calls > AI_CALLS_PER_MINUTE) {
    throw new AppError('TOO_MANY_REQUESTS', AI_MESSAGES.tooMany, {
      details: { retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000)) },
    });
  }
}

/** 503 with 'not configured' when AI_BASE_URL is not set. */
export function requireConfigured(ai: AiClient): void {
  if (!ai.configured) throw new AppError('SERVICE_UNAVAILABLE', AI_MESSAGES.notConfigured);
}

/** Runs one helper action on a text through the chat-completions service. */
export async function runTextAction(
  db: Db,
  ai: AiClient,
  userId: number,
  input: AiTextRequest,
): Promise<AiTextResponse> {
  if (input.text.trim() === '')
    throw AppError.badRequest(AI_MESSAGES.textRequired, { text: AI_MESSAGES.textRequired });
  const { action } = input;
  if (!isAiAction(action))
    throw AppError.badRequest(AI_MESSAGES.unknownAction(action), {
      action: AI_MESSAGES.unknownAction(action),
    });
  requireConfigured(ai);
  await admitCall(db, userId);
  const model = input.model ?? ai.defaultModel;
  const targetLanguage = input.target_language || DEFAULT_TARGET_LANGUAGE;
  const result = await ai.chat(PROMPTS[action](input.text, { targetLanguage }), model);
  return { action, model, result: result.trim() };
}
