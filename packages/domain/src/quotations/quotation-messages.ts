/**
 * Validation messages of the quotation form; the first five are worded as staff asked. The other limits'
 * messages are built from the field labels (`fieldMessages`).
 */
export const QUOTATION_MESSAGES = {
  contactRequired: 'Please select a contact from the dropdown',
  dateRequired: 'Date is required',
  validUntilRequired: 'Valid until date is required',
  estimatedValueNegative: 'Estimated value cannot be negative',
  validityDaysPositive: 'Validity days must be greater than 0',
  validityDaysWhole: 'Validity days must be a whole number',
  invalidDate: 'Please enter a valid date',
  unknownStatus: 'Unknown quotation status',
} as const;
