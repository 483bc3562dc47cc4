import {
  ADDRESS_MESSAGES,
  BIO_MAX_LENGTH,
  contactCreateSchema,
  forgotPasswordSchema,
  INTERACTION_MESSAGES,
  loginFieldErrors,
  PASSWORD_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  passwordChangeFormSchema,
  userProfileUpdateSchema,
} from '@freight/domain';
import { afterEach, describe, expect, it } from 'vitest';
import de from './catalogs/de.json';
import en from './catalogs/en.json';
import ja from './catalogs/ja.json';
import { i18n } from './i18n';
import { translateFieldErrors, VALIDATION_MESSAGE_IDS } from './validationMessages';

const firstMessage = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message ?? '';

/** Every message the login, password and profile schemas can show under a field, as the domain writes it. */
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
  // Contacts, addresses and support interactions
  firstMessage(contactCreateSchema, { name: '' }),
  firstMessage(contactCreateSchema, { name: 'Ana', phone_number: 'call me' }),
  ...['soon', '1.5', '-1', '400'].map((days) =>
    firstMessage(contactCreateSchema, { name: 'Ana', payment_terms_days: days }),
  ),
  ADDRESS_MESSAGES.firstNameRequired,
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

function speak(language: 'de' | 'ja' | 'en') {
  i18n.load(language, { de, ja, en }[language]);
  i18n.activate(language);
}

afterEach(() => speak('en'));

describe('the domain validation messages of sign-in, passwords and the profile', () => {
  it('each has a message id whose English is the domain text itself', () => {
    for (const message of DOMAIN_MESSAGES) {
      const id = VALIDATION_MESSAGE_IDS[message];
      expect(id, message).toBeDefined();
      expect(en[id as keyof typeof en]).toBe(message);
    }
  });

  it('reads in German and Japanese under the field', () => {
    const errors = passwordChangeFormSchema('lea@example.com').safeParse({
      current_password: 'an old password',
      new_password: 'short',
      confirm_password: 'other',
    }).error!.issues;
    const fields = Object.fromEntries(errors.map((issue) => [issue.path[0], issue.message]));
    speak('de');
    expect(translateFieldErrors(fields)).toEqual({
      new_password: 'Das neue Passwort muss mindestens 12 Zeichen haben',
      confirm_password: 'Die Passwörter stimmen nicht überein',
    });
    speak('ja');
    expect(translateFieldErrors(loginFieldErrors({ email: '', password: '' }))).toEqual({
      email: 'メールアドレスを入力してください',
      password: 'パスワードを入力してください',
    });
  });

  it('keeps a message without an id as the domain wrote it', () => {
    speak('de');
    expect(translateFieldErrors({ name: 'Client name is required', note: undefined })).toEqual({
      name: 'Client name is required',
      note: undefined,
    });
  });
});
