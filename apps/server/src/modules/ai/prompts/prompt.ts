/** One chat message as the chat-completions protocol takes it. */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** What a prompt file builds: the messages for one action on one text. */
export type Prompt = (text: string, options: { targetLanguage: string }) => ChatMessage[];

export const ANSWER_ONLY =
  'Answer with the resulting text only: no preamble, no explanation, no quotation marks around it.';
