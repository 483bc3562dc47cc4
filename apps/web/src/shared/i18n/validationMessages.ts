import type { MessageId } from './i18n';
import { translate } from './useT';

/**
 * The domain's validation messages (packages/domain: fieldMessages, PASSWORD_MESSAGES,
 * PASSWORD_RESET_MESSAGES) are English sentences that the server answers too, so they stay English there; the
 * web gives each a message id by its exact English text and shows it in the reader's language. The keys are
 * written out rather than imported so this table brings no zod onto the login page; validationMessages.test.ts
 * checks each key against the domain's own text.
 */
export const VALIDATION_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  // Sign-in and 'Forgot password?'
  'Email is required': 'validation.emailRequired',
  'Email can be at most 320 characters': 'validation.emailTooLong',
  'Please enter a valid email address': 'validation.emailInvalid',
  'Password is required': 'validation.passwordRequired',
  'Password can be at most 1,024 characters': 'validation.passwordTooLong',
  // Change Password, reset link, invitation
  'Current password is required': 'validation.currentPasswordRequired',
  'Current password is incorrect': 'validation.currentPasswordIncorrect',
  'New password is required': 'validation.newPasswordRequired',
  'New password must be at least 12 characters': 'validation.newPasswordTooShort',
  'New password can be at most 1024 characters': 'validation.newPasswordTooLong',
  'New password must not be your email address': 'validation.newPasswordIsEmail',
  'New password must be different from your current password': 'validation.newPasswordSameAsCurrent',
  'Please confirm your new password': 'validation.confirmPasswordRequired',
  'Passwords do not match': 'validation.passwordsDiffer',
  // Profile
  'Bio can be at most 2,000 characters': 'validation.bioTooLong',
  // Contacts, addresses and support interactions
  'First name is required': 'contacts.validationFirstNameRequired',
  'Please enter a valid phone number': 'contacts.validationPhoneInvalid',
  'Payment terms (days) must be a number': 'contacts.validationPaymentTermsNumber',
  'Payment terms (days) must be a whole number': 'contacts.validationPaymentTermsWhole',
  'Payment terms (days) cannot be negative': 'contacts.validationPaymentTermsNegative',
  'Payment terms (days) can be at most 365': 'contacts.validationPaymentTermsMax',
  'Last name is required': 'addresses.validationLastNameRequired',
  'Address line 1 is required': 'addresses.validationFirstLineRequired',
  'City is required': 'addresses.validationCityRequired',
  'Province/State is required': 'addresses.validationProvinceRequired',
  'ZIP/Postal code is required': 'addresses.validationZipCodeRequired',
  'Country is required': 'addresses.validationCountryRequired',
  'Phone number is required': 'addresses.validationPhoneRequired',
  'Floor number must be a whole number': 'addresses.validationFloorWhole',
  'People needed must be at least 1': 'addresses.validationPeopleMin',
  'Number of steps must be at least 1': 'addresses.validationStepsMin',
  'Please select a contact': 'interactions.validationContactRequired',
  'Please enter a subject': 'interactions.validationSubjectRequired',
  'Please enter a description': 'interactions.validationDescriptionRequired',
  'Please choose a date': 'interactions.validationDateRequired',
};

/** One field's message in the reader's language; a message without an id yet stays as the domain wrote it. */
function translateValidation(message: string): string {
  const id = VALIDATION_MESSAGE_IDS[message];
  return id ? translate(id) : message;
}

/** Every field's message of a form (the zod check's or the server's 400) in the reader's language. */
export function translateFieldErrors<E extends Partial<Record<string, string>>>(errors: E): E {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      typeof message === 'string' ? translateValidation(message) : message,
    ]),
  ) as E;
}
