import {
  ADDRESS_MESSAGES,
  BIO_MAX_LENGTH,
  BOX_ITEM_MESSAGES,
  COST_ITEM_MESSAGES,
  contactCreateSchema,
  documentShareCreateSchema,
  documentUpdateSchema,
  documentVersionCreateSchema,
  fieldMessages,
  folderCreateSchema,
  forgotPasswordSchema,
  INTERACTION_MESSAGES,
  invoiceSettingsUpdateSchema,
  JOURNAL_EXPORT_MESSAGES,
  loginFieldErrors,
  NUMBER_MESSAGE,
  PASSWORD_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  passwordChangeFormSchema,
  QUOTE_ANSWER_MESSAGES,
  SETTING_MESSAGES,
  supplierBillSettingsUpdateSchema,
  supplierInvoiceCreateSchema,
  TASK_MESSAGES,
  taskCommentCreateSchema,
  teamCreateSchema,
  USER_MESSAGES,
  userProfileUpdateSchema,
} from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { expectEachDomainTextHasItsId } from '../../test/domainTextIds';
import { speak } from '../../test/speak';
import de from './catalogs/de.json';
import ja from './catalogs/ja.json';
import { translateFieldErrors, translateValidation } from './validationMessages';

const firstMessage = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message ?? '';

/** Every message the login, password, profile, user and setting schemas can show under a field, as the domain writes it. */
const DOMAIN_MESSAGES = [
  ...Object.values(loginFieldErrors({ email: '', password: '' })),
  ...Object.values(loginFieldErrors({ email: 'a'.repeat(321), password: 'p'.repeat(1025) })),
  firstMessage(forgotPasswordSchema, { email: 'not an address' }),
  PASSWORD_RESET_MESSAGES.emailRequired,
  PASSWORD_MESSAGES.currentRequired,
  PASSWORD_MESSAGES.currentIncorrect,
  PASSWORD_MESSAGES.newRequired,
  PASSWORD_MESSAGES.tooShort,
  PASSWORD_MESSAGES.tooLong,
  PASSWORD_MESSAGES.sameAsEmail,
  PASSWORD_MESSAGES.sameAsCurrent,
  PASSWORD_MESSAGES.confirmRequired,
  PASSWORD_MESSAGES.mismatch,
  firstMessage(userProfileUpdateSchema, { bio: 'b'.repeat(BIO_MAX_LENGTH + 1) }),
  USER_MESSAGES.firstNameRequired,
  USER_MESSAGES.lastNameRequired,
  USER_MESSAGES.companyRequired,
  USER_MESSAGES.passwordTooShort,
  USER_MESSAGES.passwordTooLong,
  USER_MESSAGES.emailTaken,
  SETTING_MESSAGES.keyRequired,
  SETTING_MESSAGES.valueRequired,
  SETTING_MESSAGES.keyTaken,
  SETTING_MESSAGES.notANumber,
  SETTING_MESSAGES.notABoolean,
  SETTING_MESSAGES.notJson,
  SETTING_MESSAGES.notAnArray,
];

/** The messages the task, team, comment, folder, document and share-link forms can show under a field. */
const TASK_AND_DOCUMENT_MESSAGES = [
  TASK_MESSAGES.teamNameRequired,
  firstMessage(teamCreateSchema, { name: 'n'.repeat(256) }),
  TASK_MESSAGES.selectUser,
  TASK_MESSAGES.commentRequired,
  firstMessage(taskCommentCreateSchema, { task_id: 1, comment_text: 'c'.repeat(10_001) }),
  firstMessage(teamCreateSchema, { name: 'Iberia', description: 'd'.repeat(2001) }),
  firstMessage(folderCreateSchema, { name: '' }),
  firstMessage(folderCreateSchema, { name: 'a/b' }),
  firstMessage(folderCreateSchema, { name: 'f'.repeat(256) }),
  firstMessage(documentUpdateSchema, { name: '' }),
  firstMessage(documentUpdateSchema, { name: 'f'.repeat(256) }),
  firstMessage(documentVersionCreateSchema, {
    document_id: 1,
    upload_id: 1,
    change_description: 'x'.repeat(2001),
  }),
  ...[0, 366, 1.5, 'x'].map((days) =>
    firstMessage(documentShareCreateSchema, { document_id: 1, expires_in_days: days }),
  ),
  BOX_ITEM_MESSAGES.nameRequired,
  BOX_ITEM_MESSAGES.quantityMin,
  BOX_ITEM_MESSAGES.quantityWhole,
  COST_ITEM_MESSAGES.descriptionRequired,
  COST_ITEM_MESSAGES.categoryRequired,
  COST_ITEM_MESSAGES.parentRequired,
  COST_ITEM_MESSAGES.invalidParent,
  JOURNAL_EXPORT_MESSAGES.fromRequired,
  JOURNAL_EXPORT_MESSAGES.toRequired,
  JOURNAL_EXPORT_MESSAGES.toBeforeFrom,
  firstMessage(invoiceSettingsUpdateSchema, { tax_rates: [{ name: '', rate: 0, note: '' }] }),
  firstMessage(invoiceSettingsUpdateSchema, {
    default_tax_rate: 'none of them',
    tax_rates: [{ name: 'VAT', rate: 20, note: '', reverse_charge: false }],
  }),
  ...['supplier', 'number', 'date', 'lines'].map((field) =>
    firstMessage(supplierInvoiceCreateSchema.pick({ [field]: true } as never), {
      supplier: '',
      number: '',
      date: '',
      lines: [],
    }),
  ),
  firstMessage(supplierBillSettingsUpdateSchema, { tolerance_percent: '' }),
  firstMessage(supplierBillSettingsUpdateSchema, { tolerance_amount: '' }),
  QUOTE_ANSWER_MESSAGES.nameRequired,
  QUOTE_ANSWER_MESSAGES.termsRequired,
  QUOTE_ANSWER_MESSAGES.reasonRequired,
  // Contacts, addresses and support interactions
  firstMessage(contactCreateSchema, { name: '' }),
  firstMessage(contactCreateSchema, { name: 'Ana', phone_number: 'call me' }),
  ...['soon', '1.5', '-1', '400'].map((days) =>
    firstMessage(contactCreateSchema, { name: 'Ana', payment_terms_days: days }),
  ),
  // ADDRESS_MESSAGES.firstNameRequired is the contact's 'First name is required' above, word for word.
  ADDRESS_MESSAGES.lastNameRequired,
  ADDRESS_MESSAGES.addressLine1Required,
  ADDRESS_MESSAGES.cityRequired,
  ADDRESS_MESSAGES.provinceRequired,
  ADDRESS_MESSAGES.zipCodeRequired,
  ADDRESS_MESSAGES.countryRequired,
  ADDRESS_MESSAGES.phoneRequired,
  ADDRESS_MESSAGES.floorWhole,
  ADDRESS_MESSAGES.peopleMin,
  ADDRESS_MESSAGES.stepsMin,
  INTERACTION_MESSAGES.contactRequired,
  INTERACTION_MESSAGES.subjectRequired,
  INTERACTION_MESSAGES.descriptionRequired,
  INTERACTION_MESSAGES.dateRequired,
];

describe('the domain validation messages of sign-in, passwords, the profile and a client’s answer', () => {
  it('each has a message id whose English is the domain text itself', () => {
    expectEachDomainTextHasItsId(DOMAIN_MESSAGES);
  });

  it('of tasks and documents each have a message id whose English is the domain text itself', () => {
    expectEachDomainTextHasItsId(TASK_AND_DOCUMENT_MESSAGES, { distinct: true });
    speak('de', de);
    expect(translateFieldErrors({ name: TASK_MESSAGES.teamNameRequired })).toEqual({
      name: 'Bitte einen Teamnamen angeben',
    });
  });

  it('reads in German and Japanese under the field', () => {
    const errors = passwordChangeFormSchema('lea@example.com').safeParse({
      current_password: 'an old password',
      new_password: 'short',
      confirm_password: 'other',
    }).error!.issues;
    const fields = Object.fromEntries(errors.map((issue) => [issue.path[0], issue.message]));
    speak('de', de);
    expect(translateFieldErrors(fields)).toEqual({
      new_password: 'Das neue Passwort muss mindestens 12 Zeichen haben',
      confirm_password: 'Die Passwörter stimmen nicht überein',
    });
    speak('ja', ja);
    expect(translateFieldErrors(loginFieldErrors({ email: '', password: '' }))).toEqual({
      email: 'メールアドレスを入力してください',
      password: 'パスワードを入力してください',
    });
  });

  it('keeps a message without an id or a pattern as the domain wrote it', () => {
    speak('de', de);
    expect(
      translateFieldErrors({ priority: 'Priority must be Low, Medium or High', note: undefined }),
    ).toEqual({
      priority: 'Priority must be Low, Medium or High',
      note: undefined,
    });
  });
});

describe("any field's length and number messages (the domain's fieldMessages)", () => {
  const GENERIC = [
    fieldMessages.required('Client name'),
    fieldMessages.notText('Client name'),
    fieldMessages.tooLong('Client name', 10_000),
    fieldMessages.tooShort('Client name', 3),
    fieldMessages.notNumber('Estimated value'),
    fieldMessages.notWhole('Validity days'),
    fieldMessages.negative('Estimated value'),
    fieldMessages.atLeast('Validity days', -2),
    fieldMessages.atMost('Estimated value', 10_000_000_000_000),
    fieldMessages.invalidDate('Start date'),
  ];

  it('read in English exactly as the domain writes them', () => {
    for (const message of GENERIC) expect(translateValidation(message)).toBe(message);
  });

  it("read in German with the form's own label and the limit written the German way", () => {
    speak('de', de);
    expect(
      translateFieldErrors(
        {
          client_name: fieldMessages.tooLong('Client name', 10_000),
          estimated_value: fieldMessages.atMost('Estimated value', 1_000_000),
          notes: fieldMessages.tooLong('Notes', 2000),
        },
        { client_name: 'Kunde', estimated_value: 'Geschätzter Wert (EUR)' },
      ),
    ).toEqual({
      client_name: 'Kunde: höchstens 10.000 Zeichen',
      estimated_value: 'Geschätzter Wert darf höchstens 1.000.000 sein',
      notes: 'Höchstens 2.000 Zeichen',
    });
    // A form that does not hand its labels names no field rather than an English one in a German sentence.
    expect(translateValidation(fieldMessages.required('Client name'))).toBe('Pflichtfeld');
    expect(translateValidation(NUMBER_MESSAGE)).toBe('Bitte eine Zahl eingeben');
    speak('ja', ja);
    expect(translateValidation(fieldMessages.atLeast('Validity days', 3))).toBe('3 以上で入力してください');
  });
});

describe("a cargo or cost line's refused field", () => {
  it("reads in the reader's language under the field", () => {
    speak('de', de);
    expect(
      translateFieldErrors({
        quantity: BOX_ITEM_MESSAGES.quantityMin,
        category_id: COST_ITEM_MESSAGES.categoryRequired,
      }),
    ).toEqual({ quantity: 'Die Menge muss mindestens 1 sein', category_id: 'Bitte eine Kategorie wählen' });
  });
});
