/** One model the helper offers: its id, name and context length. */
export interface AiModelOption {
  id: string;
  name: string;
  /** Tokens the model reads at once. */
  context_length: number;
}

/** The eight models offered, 128k or 8k of context; the default is llama-3.1-8b-instant. */
export const AI_MODELS: readonly AiModelOption[] = [
  { id: 'llama-3.1-8b-instant', name: 'Llama 3.1 8B Instant', context_length: 131_072 },
  { id: 'llama-3.3-70b-versatile', name: 'Llama 3.3 70B Versatile', context_length: 131_072 },
  { id: 'llama-3.1-70b-versatile', name: 'Llama 3.1 70B Versatile', context_length: 131_072 },
  { id: 'llama-3.2-3b-preview', name: 'Llama 3.2 3B Preview', context_length: 131_072 },
  { id: 'llama-3.2-1b-preview', name: 'Llama 3.2 1B Preview', context_length: 131_072 },
  { id: 'llama3-70b-8192', name: 'Llama 3 70B', context_length: 8_192 },
  { id: 'llama3-8b-8192', name: 'Llama 3 8B', context_length: 8_192 },
  { id: 'gemma2-9b-it', name: 'Gemma 2 9B', context_length: 8_192 },
];

export const DEFAULT_AI_MODEL = 'llama-3.1-8b-instant';

/** The model audio notes are transcribed with (OpenAI-compatible `/audio/transcriptions`). */
export const TRANSCRIPTION_MODEL = 'whisper-large-v3';

/** '128k' or '8k', as the model picker shows a context length. */
export function contextLengthLabel(tokens: number): string {
  return `${Math.round(tokens / 1024)}k`;
}
