import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp-server';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { createMailer } from '../../platform/mail/mailer';
import { userProfiles, users } from '../users/users.table';
import { passwordResetTokens } from './password-reset.table';

const REQUESTED = 'If an account exists for that address, we have sent a link to reset its password.';
const INVALID = 'This reset link is invalid or has expired.';
const NEW_PASSWORD = 'a freshly chosen passphrase';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let nextAddress = 1;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    mail: createMailer({ url: smtp.url, from: 'ShipDesk <no-reply@desk.test>' }),
    publicUrl: 'http://desk.test',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Each test asks from its own client address, so the per-address throttle of one test spares the others. */
const clientAddress = () => `10.0.0.${nextAddress++}`;

const forgot = (email: string, remoteAddress = clientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/1/auth/forgot_password', payload: { email }, remoteAddress });
const reset = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/1/auth/reset_password', payload });
const loginStatus = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/1/auth/login',
      payload: { email, password },
      remoteAddress: clientAddress(),
    })
  ).statusCode;

/** Asks for a link and answers the token from the e-mail the SMTP server received. */
async function tokenFor(email: string): Promise<string> {
  const before = smtp.messages.length;
  expect((await forgot(email)).statusCode).toBe(202);
  const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(email));
  return new URL(mail.text.match(/http:\/\/desk\.test\/reset-password\?token=\S+/)![0]).searchParams.get(
    'token',
  )!;
}

const resetWith = (token: string, password = NEW_PASSWORD, confirm = password) =>
  reset({ token, new_password: password, confirm_password: confirm });

describe('forgot password', () => {
  it('says reset by e-mail is available when SMTP is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/1/auth/password_reset/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: true });
  });

  it('answers the same for a known, an unknown and a deactivated address, and mails only the known one', async () => {
    const known = await t.createUser();
    const inactive = await t.createUser({ is_active: false });
    const answers = await Promise.all(
      [inactive.email, 'nobody-here@example.com', known.email].map(async (email) => {
        const res = await forgot(email);
        return { status: res.statusCode, body: res.json() };
      }),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 202, body: { message: REQUESTED } });
    await smtp.waitFor((m) => m.to.includes(known.email));
    // The known address's mail came through after both others were handled: neither got one.
    await tokenFor(known.email);
    const recipients = smtp.messages.flatMap((m) => m.envelopeTo);
    expect(recipients).not.toContain(inactive.email);
    expect(recipients).not.toContain('nobody-here@example.com');
  });

  it('mails a link to {publicUrl}/reset-password valid 30 minutes, stored only as its SHA-256', async () => {
    const user = await t.createUser({ email: 'Mixed.Case@example.com' });
    const before = smtp.messages.length;
    expect((await forgot('  mixed.case@EXAMPLE.com ')).statusCode).toBe(202);
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(user.email));
    expect(mail.subject).toBe('Reset your ShipDesk password');
    expect(mail.from).toBe('no-reply@desk.test');
    expect(mail.text).toContain('within 30 minutes');
    const token = mail.text.match(/http:\/\/desk\.test\/reset-password\?token=([\w-]+)/)![1]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(createHash('sha256').update(token).digest('hex'));
    const minutes = (rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
  });

  it("writes the e-mail in the language of the user's profile", async () => {
    const user = await t.createUser();
    await t.db.insert(userProfiles).values({ user_id: user.id, language: 'es' });
    const before = smtp.messages.length;
    expect((await forgot(user.email)).statusCode).toBe(202);
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(user.email));
    expect(mail.subject).toBe('Restablece tu contraseña de ShipDesk');
    expect(mail.text).toContain(
      'abre este enlace en los próximos 30 minutos:\nhttp://desk.test/reset-password',
    );
  });

  it('refuses a malformed address with a field message', async () => {
    const res = await forgot('not an address');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('throttles one e-mail address: the sixth request in the window is 429 with Retry-After', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i++) expect((await forgot(user.email)).statusCode).toBe(202);
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      'Too many password reset requests. Please wait a few minutes and try again.',
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // An address without an account is throttled the same way, so a 429 tells nothing either.
    for (let i = 0; i < 5; i++) await forgot('ghost@example.com');
    expect((await forgot('ghost@example.com')).statusCode).toBe(429);
  });

  it('throttles one client address over many e-mail addresses', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < 30; i++) expect((await forgot(`spray-${i}@example.com`, from)).statusCode).toBe(202);
    const res = await forgot('spray-last@example.com', from);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session of the user and signs nobody in', async () => {
    const { user, cookie } = await t.signedInUser();
    const token = await tokenFor(user.email);
    const res = await resetWith(token);
    expect(res.statusCode).toBe(204);
    expect(res.cookies).toHaveLength(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/1/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(401);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('clears a must-change flag, so the new password signs in to a session that may do everything', async () => {
    const user = await t.createUser({ grants: { contacts: ['view'] } });
    await t.db.update(users).set({ must_change_password: true }).where(eq(users.id, user.id));
    expect((await resetWith(await tokenFor(user.email))).statusCode).toBe(204);
    const cookie = await t.login(user.email, NEW_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/1/auth/me', headers: { cookie } });
    expect(me.json().must_change_password).toBe(false);
    const contacts = await t.app.inject({ method: 'GET', url: '/api/1/contacts', headers: { cookie } });
    expect(contacts.statusCode).toBe(200);
  });

  it('works once: a second use of the link is refused', async () => {
    const user = await t.createUser();
    const token = await tokenFor(user.email);
    expect((await resetWith(token)).statusCode).toBe(204);
    const again = await resetWith(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(INVALID);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses an expired link and an unknown one', async () => {
    const user = await t.createUser();
    const token = await tokenFor(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.user_id, user.id));
    for (const tried of [token, 'made-up-token']) {
      const res = await resetWith(tried);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', message: INVALID });
    }
    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(200);
  });

  it('a new request voids the earlier unused link', async () => {
    const user = await t.createUser();
    const first = await tokenFor(user.email);
    const second = await tokenFor(user.email);
    expect((await resetWith(first)).json().error.message).toBe(INVALID);
    expect((await resetWith(second)).statusCode).toBe(204);
  });

  it('of two parallel uses of one link exactly one succeeds', async () => {
    const user = await t.createUser();
    const token = await tokenFor(user.email);
    const results = await Promise.all([
      resetWith(token, 'first parallel passphrase'),
      resetWith(token, 'second parallel passphrase'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
    const winner = results[0]!.statusCode === 204 ? 'first' : 'second';
    expect(await loginStatus(user.email, `${winner} parallel passphrase`)).toBe(200);
  });

  it("follows Change Password's rules and messages, and a refused password leaves the link usable", async () => {
    const user = await t.createUser();
    const token = await tokenFor(user.email);
    const cases: [string, string, Record<string, string>][] = [
      ['short', 'short', { new_password: 'New password must be at least 12 characters' }],
      [
        user.email.toUpperCase(),
        user.email.toUpperCase(),
        { new_password: 'New password must not be your email address' },
      ],
      [NEW_PASSWORD, 'something else entirely', { confirm_password: 'Passwords do not match' }],
      [NEW_PASSWORD, '', { confirm_password: 'Please confirm your new password' }],
      [
        TEST_PASSWORD,
        TEST_PASSWORD,
        { new_password: 'New password must be different from your current password' },
      ],
    ];
    for (const [password, confirm, fields] of cases) {
      const res = await resetWith(token, password, confirm);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect((await resetWith(token)).statusCode).toBe(204);
  });
});

describe('without SMTP', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ publicUrl: 'http://desk.test' });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('says reset by e-mail is not available and answers a request with 503', async () => {
    const status = await off.app.inject({ method: 'GET', url: '/api/1/auth/password_reset/status' });
    expect(status.json()).toEqual({ available: false });
    const user = await off.createUser();
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/1/auth/forgot_password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message:
        'Password reset by e-mail is not available. Please ask an administrator to set a temporary password.',
    });
  });
});
