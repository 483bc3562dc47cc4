import {
  LOST_REASON_MESSAGES,
  QUOTATION_MESSAGES,
  QUOTE_SEND_MESSAGES,
  quoteSendFormSchema,
  VALIDITY_MESSAGES,
} from '@freight/domain';
import { afterEach, describe, expect, it } from 'vitest';
import de from '../../shared/i18n/catalogs/de.json';
import en from '../../shared/i18n/catalogs/en.json';
import ja from '../../shared/i18n/catalogs/ja.json';
import { i18n } from '../../shared/i18n/i18n';
import { translateFieldErrors } from '../../shared/i18n/validationMessages';
import { expectEachDomainTextHasItsId } from '../../test/domainTextIds';

/** The quotation screens' validation messages, as the domain (and so the server) writes them. */
const DOMAIN_MESSAGES = [
  QUOTATION_MESSAGES.contactRequired,
  QUOTATION_MESSAGES.dateRequired,
  QUOTATION_MESSAGES.validUntilRequired,
  QUOTATION_MESSAGES.estimatedValueNegative,
  QUOTATION_MESSAGES.validityDaysPositive,
  QUOTATION_MESSAGES.validityDaysWhole,
  LOST_REASON_MESSAGES.reasonRequired,
  VALIDITY_MESSAGES.notBeforeToday,
  QUOTE_SEND_MESSAGES.recipientsRequired,
  QUOTE_SEND_MESSAGES.tooManyRecipients,
];

function speak(language: 'de' | 'ja' | 'en') {
  i18n.load(language, { de, ja, en }[language]);
  i18n.activate(language);
}

afterEach(() => speak('en'));

describe('the quotation validation messages', () => {
  it('each has a message id whose English is the domain text itself', () => {
    expectEachDomainTextHasItsId(DOMAIN_MESSAGES);
  });

  it("shows a send without recipients refused in the reader's language", () => {
    const parsed = quoteSendFormSchema.safeParse({ to: [], subject: 's', message: 'm', language: 'es' });
    const to = parsed.error?.issues.find((issue) => issue.path[0] === 'to')?.message;
    expect(to).toBe(QUOTE_SEND_MESSAGES.recipientsRequired);
    speak('de');
    expect(translateFieldErrors({ to })).toEqual({ to: 'Mindestens einen Empfänger angeben' });
    speak('ja');
    expect(translateFieldErrors({ lost_reason: LOST_REASON_MESSAGES.reasonRequired })).toEqual({
      lost_reason: '失注の理由を選択してください',
    });
  });
});
