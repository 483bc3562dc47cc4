import { i18n, type MessageId } from './i18n';
import { type SentencePattern, sentenceByPattern } from './sentencePatterns';
import { translate } from './useT';
import { ACCESS_MESSAGE_IDS, ACCESS_SENTENCE_PATTERNS } from './validationMessagesOfAccess';
import { FILE_MESSAGE_IDS, FILE_SENTENCE_PATTERNS } from './validationMessagesOfFiles';
import { INVOICE_MESSAGE_IDS, INVOICE_SENTENCE_PATTERNS } from './validationMessagesOfInvoices';
import { RECORD_MESSAGE_IDS, RECORD_SENTENCE_PATTERNS } from './validationMessagesOfRecords';
import { SERVICE_MESSAGE_IDS, SERVICE_SENTENCE_PATTERNS } from './validationMessagesOfServices';

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
  // The company's and a contact's Peppol ID (packages/domain/src/invoices/peppol-id.ts)
  'Peppol ID must be a scheme code and an identifier, like 0088:5790000435975': 'validation.peppolId',
  // Tasks: teams, their members and collaborators, comments
  'Team name is required': 'teams.nameRequired',
  'Team name can be at most 255 characters': 'teams.nameTooLong',
  'Please select a user': 'tasks.selectUser',
  'Comment text is required': 'tasks.commentRequired',
  'Comment can be at most 10,000 characters': 'tasks.commentTooLong',
  // Documents: folders, renames, versions, share links
  'Description can be at most 2,000 characters': 'documents.descriptionTooLong',
  'Folder name is required': 'folders.nameRequired',
  'Folder name cannot contain "/"': 'folders.nameSlash',
  'Folder name can be at most 255 characters': 'folders.nameTooLong',
  'File name cannot be empty': 'documents.fileNameRequired',
  'File name can be at most 255 characters': 'documents.fileNameTooLong',
  'Change description can be at most 2,000 characters': 'documents.changeDescriptionTooLong',
  'Expiry in days must be a number': 'documents.expiryNotNumber',
  'Expiry in days must be a whole number': 'documents.expiryNotWhole',
  'Expiry in days must be at least 1': 'documents.expiryTooShort',
  'Expiry in days can be at most 365': 'documents.expiryTooLong',
  // Quotations: the form, the lost reason, extending the validity, sending
  'Please select a contact from the dropdown': 'quotations.contactRequired',
  'Date is required': 'quotations.dateRequired',
  'Valid until date is required': 'quotations.validUntilRequired',
  'Estimated value cannot be negative': 'quotations.estimatedValueNegative',
  'Validity days must be greater than 0': 'quotations.validityDaysPositive',
  'Validity days must be a whole number': 'quotations.validityDaysWhole',
  'Please choose why the quotation was lost': 'quotations.lostReasonRequired',
  'Valid until must be today or later': 'quotations.validUntilNotBeforeToday',
  'Add at least one recipient': 'quoteSend.recipientsRequired',
  'At most 20 recipients': 'quoteSend.tooManyRecipients',
  // Add User and Edit User
  'First name is required': 'users.firstNameRequired',
  'Last name is required': 'users.lastNameRequired',
  'Company is required': 'users.companyRequired',
  'Password must have at least 12 characters': 'users.passwordTooShort',
  'Password can be at most 1024 characters': 'users.passwordTooLong',
  // The invite page (signed out) shows it too, so its id takes a signed-out prefix.
  'A user with this email already exists': 'invitation.emailTaken',
  // The Settings Manager
  'Setting key is required': 'systemSettings.keyRequired',
  'Setting value is required': 'systemSettings.valueRequired',
  'A setting with this key already exists': 'systemSettings.keyTaken',
  'A number setting needs a numeric value': 'systemSettings.notANumber',
  'A boolean setting needs the value true or false': 'systemSettings.notABoolean',
  'A json setting needs valid JSON': 'systemSettings.notJson',
  'An array setting needs a JSON array, such as ["a", "b"]': 'systemSettings.notAnArray',
  // Cargo lines and cost lines (a server 400 under the field)
  'Name is required': 'cargoLines.nameRequired',
  'Quantity must be at least 1': 'cargoLines.quantityMin',
  'Quantity must be a whole number': 'cargoLines.quantityWhole',
  'Description is required': 'costLines.descriptionRequired',
  'Please select a category': 'costLines.categoryRequired',
  'Please select a parent item': 'costLines.parentRequired',
  'The parent must be a regular item of the same quotation': 'costLines.invalidParent',
  // The journal export, supplier bills and the Invoicing settings
  'From date is required': 'invoices.validationFromRequired',
  'To date is required': 'invoices.validationToRequired',
  'To date must be on or after the From date': 'invoices.validationToBeforeFrom',
  'Tax rate name is required': 'invoices.validationTaxRateNameRequired',
  'The default tax rate must be one of the tax rates': 'invoices.validationDefaultTaxRate',
  'Supplier is required': 'supplierBills.validationSupplierRequired',
  'Bill number is required': 'supplierBills.validationNumberRequired',
  'Bill date is required': 'supplierBills.validationDateRequired',
  'Bill at least one expected cost': 'supplierBills.validationLinesRequired',
  'Tolerance percentage must be a number': 'supplierBills.validationTolerancePercent',
  'Tolerance amount must be a number': 'supplierBills.validationToleranceAmount',
  // A client answering a quote on its public page
  'Please enter your full name': 'publicQuote.nameRequired',
  'Please accept the terms and conditions': 'publicQuote.termsRequired',
  'Please choose a reason': 'publicQuote.reasonRequired',
  // Contacts, addresses and support interactions
  'Please enter a valid phone number': 'contacts.validationPhoneInvalid',
  'Payment terms (days) must be a number': 'contacts.validationPaymentTermsNumber',
  'Payment terms (days) must be a whole number': 'contacts.validationPaymentTermsWhole',
  'Payment terms (days) cannot be negative': 'contacts.validationPaymentTermsNegative',
  'Payment terms (days) can be at most 365': 'contacts.validationPaymentTermsMax',
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
  // A number field without a label, as the domain and the number fields word it
  'Please enter a number': 'validation.enterNumber',
  // Settings: pricing and favourite currencies, a Sea FCL quotation's containers, API tokens, single sign-on,
  // webhooks, milestone templates and the company's e-mail template
  'Favourite currencies must be a list of codes': 'validation.favouriteCurrenciesList',
  'Choose at least one favourite currency': 'validation.favouriteCurrenciesRequired',
  'Favourite currencies can have at most 20 codes': 'validation.favouriteCurrenciesTooMany',
  'Each favourite currency can be listed only once': 'validation.favouriteCurrencyTwice',
  'Containers can have at most 20 rows': 'validation.containerRowsTooMany',
  'Each container type can appear only once': 'validation.containerTypeTwice',
  'Choose at least one scope': 'validation.apiTokenScopesRequired',
  'Expires at must be a valid date (YYYY-MM-DD)': 'validation.apiTokenExpiryInvalid',
  'Expires at must be a date after today': 'validation.apiTokenExpiryPast',
  'Issuer URL must start with https:// (plain http only for 127.0.0.1, ::1 or localhost)':
    'validation.ssoIssuerHttps',
  'Issuer URL must be a URL such as https://accounts.google.com': 'validation.ssoIssuerInvalid',
  'Allowed e-mail domains must be domain names such as example.com': 'validation.ssoDomainInvalid',
  'Allowed e-mail domains can list at most 50 domains': 'validation.ssoDomainsTooMany',
  'Default grants must map modules to lists of permissions': 'validation.ssoGrantsNotObject',
  'Default grants must list the permissions of each module': 'validation.ssoGrantsNotLists',
  'Default grants name an unknown module': 'validation.ssoGrantsUnknownModule',
  'Client secrets cannot be stored: set SECRET_KEY on the server first': 'validation.ssoSecretNeedsKey',
  'URL must be a web address such as https://example.com/hooks/shipdesk': 'validation.webhookUrlInvalid',
  'URL must start with https:// (or http://)': 'validation.webhookUrlScheme',
  'URL must not contain a user name or password': 'validation.webhookUrlCredentials',
  'URL must reach a public address: loopback, link-local and private networks are refused (WEBHOOKS_ALLOW_PRIVATE=1 allows them)':
    'validation.webhookUrlPrivate',
  'URL host name could not be resolved': 'validation.webhookUrlUnresolvable',
  'Events must name at least one event': 'validation.webhookEventsRequired',
  'Webhooks cannot be signed: set SECRET_KEY on the server first': 'validation.webhookNeedsSecretKey',
  'Code must be lower-case letters, digits and underscores, starting with a letter':
    'validation.milestoneCodeFormat',
  'E-mail subject is required': 'validation.companyEmailSubjectRequired',
  'E-mail message is required': 'validation.companyEmailMessageRequired',
  // Rate cards, exchange rates, invoices, credit notes, payments and the tax rates
  'Carrier is required': 'validation.rateCardCarrierRequired',
  'Valid from is required': 'validation.rateCardValidFromRequired',
  'Valid to is required': 'validation.rateCardValidToRequired',
  'Valid to cannot be before valid from': 'validation.rateCardValidToBeforeFrom',
  'A surcharge cannot end before it starts': 'validation.rateCardSurchargeEndsBeforeStart',
  'Give at least one charge: a weight break, a per-CBM rate, a container rate or a fixed charge':
    'validation.rateCardNoCharge',
  'The first weight break must start at 0 kg': 'validation.rateCardFirstBreakNotZero',
  'Two weight breaks start at the same weight': 'validation.rateCardDuplicateBreak',
  'Two container rates are for the same container type': 'validation.rateCardDuplicateContainer',
  'Surcharge name is required': 'validation.rateCardSurchargeNameRequired',
  'A rate card can have at most 20 weight breaks': 'validation.rateCardTooManyBreaks',
  'A rate card can have at most 20 surcharges': 'validation.rateCardTooManySurcharges',
  'A rate card can have at most 20 container rates': 'validation.rateCardTooManyContainers',
  'Base and quote currency must differ': 'validation.exchangeRateSamePair',
  'Choose at least one charge': 'validation.invoiceChargesRequired',
  'Due date is required': 'validation.invoiceDueDateRequired',
  'Choose at least one line to credit': 'validation.creditNoteLinesRequired',
  'Amount to credit must be more than 0': 'validation.creditAmountPositive',
  'Amount must be more than 0': 'validation.paymentAmountPositive',
  'Payment date is required': 'validation.paymentDateRequired',
  'Add at least one tax rate': 'validation.taxRatesRequired',
  'At most 50 tax rates': 'validation.taxRatesTooMany',
  // Sign-in, invitations and users; uploads; invoices and supplier bills; quotations, documents, rates and
  // tokens; the AI helper, e-mail sends and languages: each area's refusals in its own file
  ...ACCESS_MESSAGE_IDS,
  ...FILE_MESSAGE_IDS,
  ...INVOICE_MESSAGE_IDS,
  ...RECORD_MESSAGE_IDS,
  ...SERVICE_MESSAGE_IDS,
};

/** The domain's sentences that name something (a line, a number, an amount), read back into their parts. */
const SENTENCE_PATTERNS: readonly SentencePattern[] = [
  ...ACCESS_SENTENCE_PATTERNS,
  ...FILE_SENTENCE_PATTERNS,
  ...INVOICE_SENTENCE_PATTERNS,
  ...RECORD_SENTENCE_PATTERNS,
  ...SERVICE_SENTENCE_PATTERNS,
];

/**
 * A domain sentence the web knows (by its exact English, or by its pattern with the parts it names) in the
 * reader's language; undefined for one it does not know yet, or whose part of the catalog is not loaded.
 */
export function knownSentence(message: string): string | undefined {
  const id = VALIDATION_MESSAGE_IDS[message];
  if (id && id in i18n.messages) return translate(id);
  return sentenceByPattern(message, SENTENCE_PATTERNS);
}

/**
 * The domain's sentences for any field (fieldMessages in packages/domain/src/shared/messages.ts): the field's
 * label and the limit become the message's placeholders. The longer form comes first ('… at most 5
 * characters' before '… at most 5').
 */
const FIELD_MESSAGE_PATTERNS: readonly (readonly [RegExp, MessageId, MessageId])[] = [
  [/^(.+) can be at most (-?[\d,.]+) characters$/, 'validation.tooLong', 'validation.unnamed.tooLong'],
  [/^(.+) must have at least (-?[\d,.]+) characters$/, 'validation.tooShort', 'validation.unnamed.tooShort'],
  [/^(.+) is required$/, 'validation.required', 'validation.unnamed.required'],
  [/^(.+) must be text$/, 'validation.notText', 'validation.unnamed.notText'],
  [/^(.+) must be a number$/, 'validation.notNumber', 'validation.unnamed.notNumber'],
  [/^(.+) must be a whole number$/, 'validation.notWhole', 'validation.unnamed.notWhole'],
  [/^(.+) cannot be negative$/, 'validation.negative', 'validation.unnamed.negative'],
  [/^(.+) must be at least (-?[\d,.]+)$/, 'validation.atLeast', 'validation.unnamed.atLeast'],
  [/^(.+) can be at most (-?[\d,.]+)$/, 'validation.atMost', 'validation.unnamed.atMost'],
  [/^(.+) must be a valid date \(YYYY-MM-DD\)$/, 'validation.invalidDate', 'validation.unnamed.invalidDate'],
];

/**
 * A field's sentence by its pattern, or undefined. The label in it is the domain's English one: outside
 * English, `label` (the field's label as the form shows it, already in the reader's language) names the field,
 * and without one the sentence names no field ('Pflichtfeld' under the field) rather than an English name in a
 * German sentence.
 */
function fieldMessage(message: string, label: string | undefined): string | undefined {
  for (const [pattern, id, unnamedId] of FIELD_MESSAGE_PATTERNS) {
    const match = pattern.exec(message);
    if (!match || !(id in i18n.messages)) continue;
    const limit = match[2] === undefined ? undefined : Number(match[2].replaceAll(',', ''));
    if (i18n.locale.startsWith('en')) return translate(id, { label: match[1], min: limit, max: limit });
    if (label) return translate(id, { label, min: limit, max: limit });
    return translate(unnamedId, { min: limit, max: limit });
  }
  return undefined;
}

/** A field's label as its messages name it: a trailing unit in brackets goes ('Unit cost (USD)' → 'Unit cost'). */
export function messageFieldLabel(label: string): string {
  return label.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

/**
 * One field's message in the reader's language; a message without an id yet stays as the domain wrote it, and
 * so does one whose part of the catalog is not loaded (a form's message outside the signed-out part, before
 * sign-in: see catalogParts.ts).
 */
export function translateValidation(message: string, label?: string): string {
  return knownSentence(message) ?? fieldMessage(message, label && messageFieldLabel(label)) ?? message;
}

/**
 * Every field's message of a form (the zod check's or the server's 400) in the reader's language; `labels`
 * (each field's label as the form shows it) name the field in the messages that name it.
 */
export function translateFieldErrors<E extends Partial<Record<string, string>>>(
  errors: E,
  labels?: Readonly<Partial<Record<string, string>>>,
): E {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      typeof message === 'string' ? translateValidation(message, labels?.[field]) : message,
    ]),
  ) as E;
}
