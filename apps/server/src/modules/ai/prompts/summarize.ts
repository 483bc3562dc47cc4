import { ANSWER_ONLY, type Prompt } from './prompt';

/** Summarize: the few points that matter, in the text's language. */
export const summarizePrompt: Prompt = (text) => [
  {
    role: 'system',
    content:
      "Summarize the user's text in a few short sentences, in its own language. Keep every amount, date, " +
      `deadline and name that matters for a freight quotation. ${ANSWER_ONLY}`,
  },
  { role: 'user', content: text },
];
