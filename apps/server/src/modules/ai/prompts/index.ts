import type { AiAction } from '@freight/domain';
import { improvePrompt } from './improve';
import { organizePrompt } from './organize';
import type { Prompt } from './prompt';
import { summarizePrompt } from './summarize';
import { translatePrompt } from './translate';

export type { ChatMessage, Prompt } from './prompt';

export const PROMPTS: Record<AiAction, Prompt> = {
  improve: improvePrompt,
  translate: translatePrompt,
  summarize: summarizePrompt,
  organize: organizePrompt,
};
