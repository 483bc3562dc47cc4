import { quotationWithAddressesSchema } from '../addresses/quotation-addresses';
import { endpointGroup } from '../api/endpoint-group';
import { bodyObject } from '../shared/fields';
import { isoDateField, todayIso } from './quotation-dates';
import { QUOTATION_MESSAGES } from './quotation-messages';

export const VALIDITY_MESSAGES = {
  notBeforeToday: 'Valid until must be today or later',
  notOpen: 'Only a Pending, Working or On Client Review quotation can have its validity extended',
} as const;

/**
 * POST /quotations/{id}/extend_validity. The date is checked against the server's day there (a form checks it
 * against its own day with `isExtensionDateAllowed`).
 */
const extendValiditySchema = bodyObject({
  valid_until_date: isoDateField('Valid until', QUOTATION_MESSAGES.validUntilRequired),
});

/** Extending needs a date from today on: a date already passed would leave the quotation expired. */
export function isExtensionDateAllowed(validUntil: string, today: string = todayIso()): boolean {
  return validUntil >= today;
}

export const quotationValidityApi = {
  extendValidity: endpointGroup(['quotations']).action('/quotations/:id/extend_validity', {
    summary:
      'Gives an open quotation a new valid-until date (today or later); recorded in its history, and its acceptance link lives until then',
    body: extendValiditySchema,
    response: quotationWithAddressesSchema,
  }),
};
