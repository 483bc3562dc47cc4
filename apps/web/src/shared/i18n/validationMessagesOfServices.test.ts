import {
  AI_CALLS_PER_MINUTE,
  AI_MESSAGES,
  companyProfileUpdateSchema,
  INVOICE_DOCUMENT_MESSAGES,
  invoiceSendSchema,
  QUOTE_SEND_MESSAGES,
  SHIPMENT_DOCUMENT_MESSAGES,
} from '@freight/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEachDomainTextHasItsId } from '../../test/domainTextIds';
import { speak } from '../../test/speak';
import { ApiError } from '../api/ApiError';
import { apiErrorMessage, apiErrorReason } from '../api/apiErrorMessage';
import de from './catalogs/de.json';
import en from './catalogs/en.json';
import ja from './catalogs/ja.json';
import { knownSentence } from './validationMessages';

// The AI helper's, the invoice and booking confirmation mails' and the languages' refusals, each paired with
// the domain's own text.

/** The message a schema answers for `field` given `input`. */
function refusal(
  schema: typeof invoiceSendSchema | typeof companyProfileUpdateSchema,
  input: object,
  field: string,
) {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return issues.find((issue) => issue.path[0] === field)?.message ?? '';
}

const LANGUAGE_REFUSALS = [
  refusal(invoiceSendSchema, { language: 'xx' }, 'language'),
  refusal(companyProfileUpdateSchema, { document_language: 'xx' }, 'document_language'),
];

const FIXED = [
  AI_MESSAGES.textRequired,
  AI_MESSAGES.notConfigured,
  AI_MESSAGES.timedOut,
  AI_MESSAGES.unreachable,
  AI_MESSAGES.unknownModel,
  AI_MESSAGES.emptyAnswer,
  AI_MESSAGES.badLanguage,
  INVOICE_DOCUMENT_MESSAGES.noRecipient,
  INVOICE_DOCUMENT_MESSAGES.mailOff,
  INVOICE_DOCUMENT_MESSAGES.draftNotSent,
  SHIPMENT_DOCUMENT_MESSAGES.noRecipient,
  SHIPMENT_DOCUMENT_MESSAGES.mailOff,
  SHIPMENT_DOCUMENT_MESSAGES.refused,
  QUOTE_SEND_MESSAGES.mailOff,
  QUOTE_SEND_MESSAGES.notSendable,
  QUOTE_SEND_MESSAGES.expired,
  ...LANGUAGE_REFUSALS,
];

/** What the To and Cc lists of the invoice and booking confirmation mails refuse, as the domain words it. */
const invoiceTo = (to: unknown) => refusal(invoiceSendSchema, { to }, 'to');

/** Each sentence that names something, as the domain writes it, and what the German keeps of it. */
const NAMING: readonly (readonly [string, string])[] = [
  [AI_MESSAGES.tooMany, `${AI_CALLS_PER_MINUTE}-mal pro Minute`],
  [AI_MESSAGES.tooLong, 'höchstens 20000 Zeichen'],
  [AI_MESSAGES.unknownAction('shout'), 'Unbekannte Aktion: shout'],
  [
    AI_MESSAGES.requestFailed(429, 'Too Many Requests', 'Rate limit exceeded.'),
    'abgelehnt: 429 Too Many Requests. Rate limit exceeded.',
  ],
  [QUOTE_SEND_MESSAGES.invalidRecipient('ana@'), 'ana@ ist keine gültige E-Mail-Adresse'],
];

/**
 * A To or Cc list's refusals name the list for an API client; on the form they show under that list, so the
 * screen's sentence leaves its name out, in English too.
 */
const LIST_NAMING: readonly (readonly [string, string, string])[] = [
  [invoiceTo(['ana@']), 'ana@ is not a valid e-mail address', 'ana@ ist keine gültige E-Mail-Adresse'],
  [
    invoiceTo(Array.from({ length: 21 }, (_, i) => `c${i}@client.test`)),
    'At most 20 recipients',
    'Höchstens 20 Empfänger',
  ],
];

beforeEach(() => speak('en', en));

describe('the AI helper’s, the document mails’ and the languages’ refusals', () => {
  it('each have a message id whose English is the domain text itself', () => {
    expect(LANGUAGE_REFUSALS).toEqual([
      'Language must be en, es, fr, de, it, pt, zh or ja',
      'Default document language must be en, es, fr, de, it, pt, zh or ja',
    ]);
    expect(SHIPMENT_DOCUMENT_MESSAGES.refused).toBe(INVOICE_DOCUMENT_MESSAGES.refused);
    expect(invoiceTo(['ana@'])).toBe('To: ana@ is not a valid e-mail address');
    expect(QUOTE_SEND_MESSAGES.refused).toBe(INVOICE_DOCUMENT_MESSAGES.refused);
    expectEachDomainTextHasItsId(FIXED, { distinct: true, readsBack: true });
  });

  it('that name something read in English word for word, and in German with what they name', () => {
    for (const [message] of NAMING) expect(knownSentence(message), message).toBe(message);
    for (const [message, english] of LIST_NAMING) expect(knownSentence(message), message).toBe(english);
    speak('de', de);
    for (const [message, german] of NAMING) expect(knownSentence(message), message).toContain(german);
    for (const [message, , german] of LIST_NAMING) expect(knownSentence(message), message).toBe(german);
  });

  it('reach the screen in German and Japanese', () => {
    speak('de', de);
    const notConfigured = new ApiError(503, 'SERVICE_UNAVAILABLE', AI_MESSAGES.notConfigured);
    expect(apiErrorReason(notConfigured, 'x')).toBe(
      'Der KI-Assistent ist auf diesem Server nicht eingerichtet (AI_BASE_URL fehlt).',
    );
    expect(apiErrorMessage(new ApiError(409, 'CONFLICT', INVOICE_DOCUMENT_MESSAGES.draftNotSent), 'x')).toBe(
      'Rechnung vor dem Senden ausstellen: Ein Entwurf wird nie gesendet',
    );
    speak('ja', ja);
    expect(apiErrorMessage(new ApiError(409, 'CONFLICT', SHIPMENT_DOCUMENT_MESSAGES.mailOff), 'x')).toBe(
      'このサーバーではメールが設定されていない（SMTP_URL）ため、ブッキング確認書を送信できません。',
    );
  });
});
