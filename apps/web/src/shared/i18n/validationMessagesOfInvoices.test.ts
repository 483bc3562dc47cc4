import {
  INVOICE_MESSAGES,
  INVOICE_SETTINGS_MESSAGES,
  invoiceSettingsUpdateSchema,
  SUPPLIER_INVOICE_MESSAGES,
  UBL_MESSAGES,
} from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { expectEachDomainTextHasItsId } from '../../test/domainTextIds';
import { speak } from '../../test/speak';
import { ApiError } from '../api/ApiError';
import { apiErrorMessage } from '../api/apiErrorMessage';
import de from './catalogs/de.json';
import { knownSentence, translateFieldErrors } from './validationMessages';

// The invoices' and supplier bills' refusals, each paired with the domain's own text.

const M = INVOICE_MESSAGES;
const S = SUPPLIER_INVOICE_MESSAGES;

const FIXED = [
  M.notFound,
  M.paymentNotFound,
  M.shipmentNotFound,
  M.stale,
  M.nothingToBill,
  M.noClient,
  M.notIssued,
  M.creditNoteOfCreditNote,
  M.nothingToCredit,
  M.nothingDue,
  M.paymentOnCreditNote,
  M.alreadyReversed,
  M.reversalOfReversal,
  UBL_MESSAGES.draft,
  S.notFound,
  S.stale,
  S.notPending,
  S.disputeNoteRequired,
];

/** Each sentence that names something, as the domain writes it, and what the German names in it. */
const NAMING: readonly (readonly [string, string])[] = [
  [M.issuedLocked('INV-2031-00012'), 'INV-2031-00012 ist ausgestellt'],
  [M.unknownCharge(41), 'Position 41'],
  [M.chargeBilled(41, 'INV-2031-00012'), 'auf INV-2031-00012 abgerechnet'],
  [M.overBilled('Ocean freight Valencia–Jebel Ali'), '„Ocean freight Valencia–Jebel Ali“'],
  [M.unknownTaxRate('IVA 21%'), 'namens IVA 21%'],
  [M.creditTooMuch('THC origin'), '„THC origin“'],
  [M.unknownLine(7), 'Position 7'],
  [M.paymentTooLarge('€1,250.00'), '€1,250.00'],
  [INVOICE_SETTINGS_MESSAGES.duplicateRate('VAT 20%'), 'zwei Steuersätze namens VAT 20%'],
  [S.unknownExpectedCost(9), 'Kosten 9'],
  [S.repeatedExpectedCost(9), 'Kosten 9 stehen zweimal'],
  [
    S.duplicateNumber('Maersk Line', 'MAEU-7781'),
    'Für Maersk Line ist bereits eine Rechnung mit der Nummer MAEU-7781',
  ],
  [S.noRate('USD→EUR'), 'Wechselkurs USD→EUR'],
];

describe('the invoices’ and supplier bills’ refusals', () => {
  it('each have a message id whose English is the domain text itself', () => {
    expectEachDomainTextHasItsId(FIXED, { distinct: true });
  });

  it('that name a line, a charge, a number or an amount read in English word for word as the domain wrote them', () => {
    for (const [message] of NAMING) expect(knownSentence(message), message).toBe(message);
  });

  it('read in German with what they name kept', () => {
    speak('de', de);
    for (const [message, german] of NAMING) {
      const words = knownSentence(message);
      expect(words, message).toContain(german);
      expect(words).not.toBe(message);
    }
  });

  it('reach the screen in German: a payment over the balance, a duplicate tax rate under its field', () => {
    speak('de', de);
    const overpaid = new ApiError(409, 'CONFLICT', M.paymentTooLarge('€1,250.00'));
    expect(apiErrorMessage(overpaid, 'x')).toBe('Die Zahlung ist höher als die noch offenen €1,250.00');
    const twice = invoiceSettingsUpdateSchema.safeParse({
      default_tax_rate: 'VAT',
      tax_rates: [
        { name: 'VAT', rate: 20, note: '', reverse_charge: false },
        { name: 'VAT', rate: 5, note: '', reverse_charge: false },
      ],
    });
    expect(translateFieldErrors({ tax_rates: twice.error?.issues[0]?.message })).toEqual({
      tax_rates: 'Es gibt zwei Steuersätze namens VAT',
    });
  });
});
