import { ANSWER_ONLY, type Prompt } from './prompt';

/** Translate: into the target language (Spanish unless another is asked). */
export const translatePrompt: Prompt = (text, { targetLanguage }) => [
  {
    role: 'system',
    content:
      `Translate the user's text into ${targetLanguage}. Keep numbers, dates, names, codes and references ` +
      `unchanged, and keep the layout (lines, lists). ${ANSWER_ONLY}`,
  },
  { role: 'user', content: text },
];
