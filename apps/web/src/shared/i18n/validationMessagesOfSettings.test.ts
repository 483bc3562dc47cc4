import {
  API_TOKEN_MESSAGES,
  CURRENCY_CODES,
  companyProfileUpdateSchema,
  containersInputSchema,
  creditNoteCreateSchema,
  EXCHANGE_RATE_MESSAGES,
  IDENTITY_PROVIDER_MESSAGES,
  INVOICE_SETTINGS_MESSAGES,
  identityProviderUpdateSchema,
  invoiceCreateSchema,
  invoiceSettingsUpdateSchema,
  invoiceUpdateSchema,
  MILESTONE_TEMPLATES,
  milestoneTemplatesUpdateSchema,
  paymentCreateSchema,
  pricingSettingsUpdateSchema,
  rateCardFields,
  rateCardProblems,
  WEBHOOK_MESSAGES,
} from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { expectEachDomainTextHasItsId } from '../../test/domainTextIds';
import { speak } from '../../test/speak';
import de from './catalogs/de.json';
import ja from './catalogs/ja.json';
import { translateFieldErrors } from './validationMessages';

// The settings', rate cards' and invoices' field messages, each paired with the domain's own text (the sign-in,
// task, document, line and contact ones are in validationMessages.test.ts).

const firstMessage = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message ?? '';

/** What the settings (pricing, API tokens, single sign-on, webhooks, milestones, the company) and a Sea FCL quote's containers can show under a field. */
const SETTINGS_MESSAGES = [
  ...['EUR', [], CURRENCY_CODES.slice(0, 21), ['EUR', 'EUR']].map((codes) =>
    firstMessage(pricingSettingsUpdateSchema, { favourite_currencies: codes }),
  ),
  firstMessage(
    containersInputSchema,
    Array.from({ length: 21 }, () => ({ type: '20GP', count: 1 })),
  ),
  firstMessage(containersInputSchema, [
    { type: '40HC', count: 1 },
    { type: '40HC', count: 2 },
  ]),
  API_TOKEN_MESSAGES.scopesRequired,
  API_TOKEN_MESSAGES.expiryInvalid,
  API_TOKEN_MESSAGES.expiryPast,
  IDENTITY_PROVIDER_MESSAGES.issuerHttps,
  IDENTITY_PROVIDER_MESSAGES.issuerInvalid,
  IDENTITY_PROVIDER_MESSAGES.domainInvalid,
  firstMessage(identityProviderUpdateSchema, {
    allowed_domains: Array.from({ length: 51 }, (_, i) => `d${i}.example.com`),
  }),
  IDENTITY_PROVIDER_MESSAGES.grantsNotObject,
  IDENTITY_PROVIDER_MESSAGES.grantsNotLists,
  IDENTITY_PROVIDER_MESSAGES.grantsUnknownModule,
  IDENTITY_PROVIDER_MESSAGES.secretNeedsKey,
  WEBHOOK_MESSAGES.urlInvalid,
  WEBHOOK_MESSAGES.urlScheme,
  WEBHOOK_MESSAGES.urlCredentials,
  WEBHOOK_MESSAGES.urlPrivate,
  WEBHOOK_MESSAGES.urlUnresolvable,
  WEBHOOK_MESSAGES.eventsRequired,
  WEBHOOK_MESSAGES.needsSecretKey,
  firstMessage(milestoneTemplatesUpdateSchema, {
    templates: { ...MILESTONE_TEMPLATES, sea: [{ key: 'Gate-In', label: 'Gate in' }] },
  }),
  firstMessage(companyProfileUpdateSchema, { quote_email_subject: '' }),
  firstMessage(companyProfileUpdateSchema, { quote_email_message: '' }),
];

/** A sound card, which each rule between fields is then broken on. */
const card = {
  valid_from: '2031-01-01',
  valid_to: '2031-12-31',
  breaks: [{ min_weight: 0 }],
  per_cbm_rate: null,
  container_rates: [],
  fixed_charge: 0,
  surcharges: [],
};

/** What a rate card, an exchange rate, an invoice, a credit note, a payment and the tax rates can show under a field. */
const RATE_AND_INVOICE_MESSAGES = [
  firstMessage(rateCardFields.carrier, ''),
  firstMessage(rateCardFields.valid_from, ''),
  firstMessage(rateCardFields.valid_to, ''),
  ...Object.values(
    rateCardProblems({
      ...card,
      valid_to: '2030-12-31',
      container_rates: [{ container_type: '40HC' }, { container_type: '40HC' }],
      surcharges: [{ valid_from: '2031-05-01', valid_to: '2031-04-01' }],
    }),
  ),
  rateCardProblems({ ...card, breaks: [] }).breaks,
  rateCardProblems({ ...card, breaks: [{ min_weight: 45 }] }).breaks,
  rateCardProblems({ ...card, breaks: [{ min_weight: 0 }, { min_weight: 0 }] }).breaks,
  firstMessage(rateCardFields.surcharges, [{ name: '', basis: 'flat', amount: 1 }]),
  ...(['breaks', 'surcharges', 'container_rates'] as const).map((field) =>
    firstMessage(
      rateCardFields[field],
      Array.from({ length: 21 }, () => ({})),
    ),
  ),
  EXCHANGE_RATE_MESSAGES.samePair,
  firstMessage(invoiceCreateSchema, { charge_ids: [] }),
  firstMessage(invoiceUpdateSchema, { due_date: '' }),
  firstMessage(creditNoteCreateSchema, { lines: [] }),
  firstMessage(creditNoteCreateSchema, { lines: [{ line_id: 1, amount: 0 }] }),
  firstMessage(paymentCreateSchema, { amount: 0, date: '2031-02-03', method: 'Cash' }),
  firstMessage(paymentCreateSchema, { amount: 10, date: '', method: 'Cash' }),
  INVOICE_SETTINGS_MESSAGES.noRates,
  firstMessage(invoiceSettingsUpdateSchema, {
    tax_rates: Array.from({ length: 51 }, (_, i) => ({ name: `VAT ${i}`, rate: 1, note: '' })),
  }),
];

describe('the settings’ and containers’ refused fields', () => {
  it('each have a message id whose English is the domain text itself', () => {
    expectEachDomainTextHasItsId(SETTINGS_MESSAGES, { distinct: true });
  });

  it("read in the reader's language under the field", () => {
    speak('ja', ja);
    expect(translateFieldErrors({ scopes: API_TOKEN_MESSAGES.scopesRequired })).toEqual({
      scopes: 'スコープを1つ以上選んでください',
    });
    speak('de', de);
    expect(translateFieldErrors({ url: WEBHOOK_MESSAGES.urlScheme })).toEqual({
      url: 'URL muss mit https:// (oder http://) beginnen',
    });
  });
});

describe('the rate cards’ and invoices’ refused fields', () => {
  it('each have a message id whose English is the domain text itself', () => {
    expectEachDomainTextHasItsId(RATE_AND_INVOICE_MESSAGES, { distinct: true });
  });

  it("read in the reader's language under the field", () => {
    speak('de', de);
    expect(translateFieldErrors(rateCardProblems({ ...card, breaks: [{ min_weight: 45 }] }))).toEqual({
      breaks: 'Die erste Gewichtsstaffel muss bei 0 kg beginnen',
    });
  });
});
