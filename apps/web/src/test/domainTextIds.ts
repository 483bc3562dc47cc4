import { expect } from 'vitest';
import en from '../shared/i18n/catalogs/en.json';
import { knownSentence, VALIDATION_MESSAGE_IDS } from '../shared/i18n/validationMessages';

interface Checks {
  /** Each text is listed once (a list written for this check, rather than gathered from the domain's tables). */
  distinct?: boolean;
  /** Each reads back unchanged through `knownSentence` in English (an apostrophe in it is no ICU quote). */
  readsBack?: boolean;
}

/**
 * The domain's texts (packages/domain) stay English, and the web finds each one's message by its exact words: each
 * given text has an id whose English is the text itself. Fails when a domain text and its key drift apart.
 */
export function expectEachDomainTextHasItsId(messages: readonly string[], checks: Checks = {}): void {
  if (checks.distinct) expect(new Set(messages).size).toBe(messages.length);
  for (const message of messages) {
    const id = VALIDATION_MESSAGE_IDS[message];
    expect(id, message).toBeDefined();
    expect(en[id as keyof typeof en]).toBe(message);
    if (checks.readsBack) expect(knownSentence(message), message).toBe(message);
  }
}
