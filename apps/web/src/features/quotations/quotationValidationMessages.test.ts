import {
  LOST_REASON_MESSAGES,
  QUOTATION_MESSAGES,
  QUOTE_SEND_MESSAGES,
  quoteSendFormSchema,
  VALIDITY_MESSAGES,
} from '@freight/domain';
import { describe, expect, it } from 'vitest';
import de from '../../shared/i18n/catalogs/de.json';
import ja from '../../shared/i18n/catalogs/ja.json';
import { translateFieldErrors } from '../../shared/i18n/validationMessages';
import { expectEachDomainTextHasItsId } from '../../test/domainTextIds';
import { speak } from '../../test/speak';

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

describe('the quotation validation messages', () => {
  it('each has a message id whose English is the domain text itself', () => {
    expectEachDomainTextHasItsId(DOMAIN_MESSAGES);
  });

  it("shows a send without recipients refused in the reader's language", () => {
    const parsed = quoteSendFormSchema.safeParse({ to: [], subject: 's', message: 'm', language: 'es' });
    const to = parsed.error?.issues.find((issue) => issue.path[0] === 'to')?.message;
    expect(to).toBe(QUOTE_SEND_MESSAGES.recipientsRequired);
    speak('de', de);
    expect(translateFieldErrors({ to })).toEqual({ to: 'Mindestens einen Empfänger angeben' });
    speak('ja', ja);
    expect(translateFieldErrors({ lost_reason: LOST_REASON_MESSAGES.reasonRequired })).toEqual({
      lost_reason: '失注の理由を選択してください',
    });
  });
});
