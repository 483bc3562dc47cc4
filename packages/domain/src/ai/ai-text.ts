import { z } from 'zod';
import { bodyObject } from '../shared/fields';
import { AI_MODELS } from './ai-models';

/** What the helper can do with a text, one button each. */
export const AI_ACTIONS = ['improve', 'translate', 'summarize', 'organize'] as const;
export type AiAction = (typeof AI_ACTIONS)[number];

export const DEFAULT_TARGET_LANGUAGE = 'Spanish';

/** The chat-completions settings every request uses. */
export const AI_TEMPERATURE = 0.7;
export const AI_MAX_TOKENS = 2048;
/** How long one call to the model may take before it is given up. */
export const AI_TIMEOUT_MS = 30_000;
/** Calls one user may make per minute (all server processes together). */
export const AI_CALLS_PER_MINUTE = 20;
const MAX_AI_TEXT_LENGTH = 20_000;

/** The helper's messages, worded as staff asked, and the API's own. */
export const AI_MESSAGES = {
  textRequired: 'Please enter some text first',
  unknownAction: (action: string) => `Unknown action: ${action}`,
  requestFailed: (status: number, statusText: string, message: string) =>
    `API request failed: ${status} ${statusText}. ${message}`,
  notConfigured: 'The AI helper is not configured on this server (AI_BASE_URL is not set).',
  timedOut: 'The AI service did not answer within 30 seconds. Please try again.',
  unreachable: 'The AI service could not be reached. Please try again later.',
  tooMany: `You can use the AI helper ${AI_CALLS_PER_MINUTE} times a minute. Please wait a moment and try again.`,
  unknownModel: 'Please choose one of the offered models',
  tooLong: `The text can be at most ${MAX_AI_TEXT_LENGTH} characters`,
  emptyAnswer: 'The AI service answered without any text',
  badLanguage: 'Please enter the name of a language (letters only)',
} as const;

/** POST /ai/text. `action` is checked by the server so that an unknown one answers 'Unknown action: x'. */
export const aiTextRequestSchema = bodyObject({
  action: z.string({ error: AI_MESSAGES.unknownAction('') }).max(50, 'Action can be at most 50 characters'),
  text: z.string({ error: AI_MESSAGES.textRequired }).max(MAX_AI_TEXT_LENGTH, AI_MESSAGES.tooLong),
  // A language's name only: it is written into the prompt.
  target_language: z
    .string({ error: AI_MESSAGES.badLanguage })
    .trim()
    .regex(/^[\p{L} ()'-]{0,50}$/u, AI_MESSAGES.badLanguage)
    .optional(),
  model: z
    .string({ error: AI_MESSAGES.unknownModel })
    .refine((id) => AI_MODELS.some((m) => m.id === id), AI_MESSAGES.unknownModel)
    .optional(),
});
export type AiTextRequest = z.output<typeof aiTextRequestSchema>;

export const aiTextResponseSchema = z.object({
  action: z.enum(AI_ACTIONS),
  model: z.string(),
  result: z.string(),
});
export type AiTextResponse = z.infer<typeof aiTextResponseSchema>;

export const aiStatusSchema = z.object({
  configured: z.boolean(),
  default_model: z.string(),
  models: z.array(z.object({ id: z.string(), name: z.string(), context_length: z.number().int() })),
  transcription: z.boolean(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

export function isAiAction(action: string): action is AiAction {
  return (AI_ACTIONS as readonly string[]).includes(action);
}
