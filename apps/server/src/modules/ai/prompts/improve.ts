import { ANSWER_ONLY, type Prompt } from './prompt';

/** Improve: clearer and correct, same meaning and language. */
export const improvePrompt: Prompt = (text) => [
  {
    role: 'system',
    content:
      'You edit notes written by staff of a freight forwarder. Fix spelling and grammar and make the text clear ' +
      'and professional. Keep its meaning, its language, every number, date, name and reference exactly. ' +
      ANSWER_ONLY,
  },
  { role: 'user', content: text },
];
