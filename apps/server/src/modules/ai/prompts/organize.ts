import { ANSWER_ONLY, type Prompt } from './prompt';

/** Organize: the same content as a tidy structure (headings, bullet points), in the text's language. */
export const organizePrompt: Prompt = (text) => [
  {
    role: 'system',
    content:
      "Reorganize the user's text into a clear structure: short headings where useful and bullet points, " +
      'grouping related facts. Add nothing and drop nothing; keep its language. ' +
      ANSWER_ONLY,
  },
  { role: 'user', content: text },
];
