import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The code an authenticator app shows for `secret`, `stepsAhead` periods from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/1/auth/me', headers: { cookie } });
const passwordStep = (email: string, password = TEST_PASSWORD) =>
  post('/api/1/auth/login', { email, password });
const codeStep = (challenge: string, code: string) =>
  post('/api/1/auth/login/two-factor', { challenge, code });
const sidOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'sid')?.value;

/** A signed-in user with two-factor sign-in on: their cookie, secret and recovery codes. */
async function userWithTwoFactor() {
  const { user, cookie } = await t.signedInUser();
  const setup = await post('/api/1/auth/two-factor/setup', undefined, cookie);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enabled = await post('/api/1/auth/two-factor/enable', { code: codeFor(secret) }, cookie);
  expect(enabled.statusCode).toBe(200);
  return { user, cookie, secret, recoveryCodes: enabled.json().recovery_codes as string[] };
}

describe('enabling two-factor sign-in', () => {
  it('answers a secret, an otpauth address and a QR image, and keeps the secret pending', async () => {
    const { user, cookie } = await t.signedInUser();
    const res = await post('/api/1/auth/two-factor/setup', undefined, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_url).toContain('otpauth://totp/ShipDesk:');
    expect(body.otpauth_url).toContain(`secret=${body.secret}`);
    expect(body.qr_code).toMatch(/^data:image\/png;base64,/);
    const status = await t.app.inject({ method: 'GET', url: '/api/1/auth/two-factor', headers: { cookie } });
    expect(status.json()).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    // Pending is not on: the password alone still signs in.
    expect(sidOf(await passwordStep(user.email))).toBeDefined();
  });

  it('refuses a wrong code and stays off', async () => {
    const { cookie } = await t.signedInUser();
    const { secret } = (await post('/api/1/auth/two-factor/setup', undefined, cookie)).json();
    const wrong = codeFor(secret, 10);
    const res = await post('/api/1/auth/two-factor/enable', { code: wrong }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      code: 'That code is not valid. Check your authenticator app and try again.',
    });
    const status = await t.app.inject({ method: 'GET', url: '/api/1/auth/two-factor', headers: { cookie } });
    expect(status.json().enabled).toBe(false);
  });

  it('refuses a code that is not 6 digits with the format message', async () => {
    const { cookie } = await t.signedInUser();
    await post('/api/1/auth/two-factor/setup', undefined, cookie);
    const res = await post('/api/1/auth/two-factor/enable', { code: '12ab' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.code).toBe('The code is the 6 digits your authenticator app shows');
  });

  it('refuses enable without a setup', async () => {
    const { cookie } = await t.signedInUser();
    const res = await post('/api/1/auth/two-factor/enable', { code: '123456' }, cookie);
    expect(res.statusCode).toBe(409);
  });

  it('turns on with the right code and answers ten distinct recovery codes', async () => {
    const { cookie, recoveryCodes } = await userWithTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = await t.app.inject({ method: 'GET', url: '/api/1/auth/two-factor', headers: { cookie } });
    expect(status.json()).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    const again = await post('/api/1/auth/two-factor/setup', undefined, cookie);
    expect(again.statusCode).toBe(409);
  });
});

describe('signing in with two-factor on', () => {
  it('answers a challenge and no session to the password, then a session for the code', async () => {
    const { user, secret } = await userWithTwoFactor();
    const first = await passwordStep(user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ two_factor_required: true });
    expect(first.json().user).toBeUndefined();
    expect(sidOf(first)).toBeUndefined();
    const second = await codeStep(first.json().challenge, codeFor(secret, 1));
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(user.id);
    expect((await me(`sid=${sidOf(second)}`)).statusCode).toBe(200);
  });

  it('refuses a wrong password without a challenge', async () => {
    const { user } = await userWithTwoFactor();
    const res = await passwordStep(user.email, 'wrong password here');
    expect(res.statusCode).toBe(401);
    expect(res.json().challenge).toBeUndefined();
  });

  it('refuses a wrong code with its message and sets no cookie', async () => {
    const { user, secret } = await userWithTwoFactor();
    const { challenge } = (await passwordStep(user.email)).json();
    const res = await codeStep(challenge, codeFor(secret, 20));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.fields).toEqual({
      code: 'That code is not valid. Check your authenticator app and try again.',
    });
    expect(sidOf(res)).toBeUndefined();
  });

  it('refuses a replayed code within its window', async () => {
    const { user, secret } = await userWithTwoFactor();
    const code = codeFor(secret, 1);
    const first = await codeStep((await passwordStep(user.email)).json().challenge, code);
    expect(first.statusCode).toBe(200);
    const replay = await codeStep((await passwordStep(user.email)).json().challenge, code);
    expect(replay.statusCode).toBe(401);
    expect(sidOf(replay)).toBeUndefined();
  });

  it('refuses the code used to turn two-factor on', async () => {
    const { cookie, user } = await t.signedInUser();
    const { secret } = (await post('/api/1/auth/two-factor/setup', undefined, cookie)).json();
    const code = codeFor(secret);
    expect((await post('/api/1/auth/two-factor/enable', { code }, cookie)).statusCode).toBe(200);
    const res = await codeStep((await passwordStep(user.email)).json().challenge, code);
    expect(res.statusCode).toBe(401);
  });

  it('accepts a recovery code once; the same code is refused the second time', async () => {
    const { user, recoveryCodes, cookie } = await userWithTwoFactor();
    const code = recoveryCodes[3]!;
    const first = await codeStep((await passwordStep(user.email)).json().challenge, code.toUpperCase());
    expect(first.statusCode).toBe(200);
    expect(sidOf(first)).toBeDefined();
    const second = await codeStep((await passwordStep(user.email)).json().challenge, code);
    expect(second.statusCode).toBe(401);
    expect(second.json().error.message).toBe('That recovery code is not valid or has already been used.');
    const status = await t.app.inject({ method: 'GET', url: '/api/1/auth/two-factor', headers: { cookie } });
    expect(status.json().recovery_codes_left).toBe(9);
  });

  it('refuses an unknown challenge and drops a challenge after five wrong codes', async () => {
    const { user, secret } = await userWithTwoFactor();
    const unknown = await codeStep('made-up-challenge', '123456');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe(
      'Your sign-in took too long. Please enter your email and password again.',
    );
    const { challenge } = (await passwordStep(user.email)).json();
    for (let i = 0; i < 5; i++) await codeStep(challenge, codeFor(secret, 20 + i));
    const res = await codeStep(challenge, codeFor(secret, 1));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.fields).toBeUndefined();
  });

  it('checks at most five codes on one challenge even when 32 wrong ones arrive at once', async () => {
    const { user, secret } = await userWithTwoFactor();
    const { challenge } = (await passwordStep(user.email)).json();
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => codeStep(challenge, codeFor(secret, 40 + i))),
    );
    // A checked code answers 401 naming the code field; the rest find the challenge used up (or the throttle).
    const checked = answers.filter((res) => res.statusCode === 401 && res.json().error.fields?.code);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.every((res) => res.statusCode === 401 || res.statusCode === 429)).toBe(true);
    // The challenge is spent: even the right code now needs the password again.
    const right = await codeStep(challenge, codeFor(secret));
    expect(right.statusCode).not.toBe(200);
  });

  it('counts wrong codes against the sign-in throttle: the code step itself answers 429', async () => {
    const { user, secret } = await userWithTwoFactor();
    // Ten tries per account and address: the password step (1) and five wrong codes (6) on one challenge,
    // then a second password step (7) and wrong codes until the eleventh try.
    const first = (await passwordStep(user.email)).json().challenge;
    for (let i = 0; i < 5; i++) expect((await codeStep(first, codeFor(secret, 20 + i))).statusCode).toBe(401);
    const second = (await passwordStep(user.email)).json().challenge;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await codeStep(second, codeFor(secret, 30 + i))).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('turning two-factor off', () => {
  it('needs the password: a wrong one is refused and it stays on', async () => {
    const { user, cookie } = await userWithTwoFactor();
    const wrong = await post('/api/1/auth/two-factor/disable', { password: 'not the password' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: 'Password is incorrect' });
    expect((await passwordStep(user.email)).json().two_factor_required).toBe(true);
    const missing = await post('/api/1/auth/two-factor/disable', {}, cookie);
    expect(missing.statusCode).toBe(400);
  });

  it('turns off with the password: the password alone signs in again', async () => {
    const { user, cookie } = await userWithTwoFactor();
    const res = await post('/api/1/auth/two-factor/disable', { password: TEST_PASSWORD }, cookie);
    expect(res.statusCode).toBe(204);
    const login = await passwordStep(user.email);
    expect(login.json().user.id).toBe(user.id);
  });
});

describe('new recovery codes', () => {
  it('need the password, and replace the earlier codes', async () => {
    const { user, cookie, recoveryCodes } = await userWithTwoFactor();
    const wrong = await post(
      '/api/1/auth/two-factor/recovery-codes',
      { password: 'not the password' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: 'Password is incorrect' });
    const res = await post('/api/1/auth/two-factor/recovery-codes', { password: TEST_PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    const old = await codeStep((await passwordStep(user.email)).json().challenge, recoveryCodes[0]!);
    expect(old.statusCode).toBe(401);
    const ok = await codeStep((await passwordStep(user.email)).json().challenge, fresh[0]!);
    expect(ok.statusCode).toBe(200);
  });

  it('are refused while two-factor is off', async () => {
    const { cookie } = await t.signedInUser();
    const res = await post('/api/1/auth/two-factor/recovery-codes', { password: TEST_PASSWORD }, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Two-factor authentication is not on');
  });
});

describe("an administrator's reset", () => {
  const reset = (id: number, cookie: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/1/users/${id}/two-factor`, headers: { cookie } });

  it("turns a user's two-factor off", async () => {
    const { user } = await userWithTwoFactor();
    const admin = await t.signedInUser({ role: 'admin' });
    expect((await reset(user.id, admin.cookie)).statusCode).toBe(204);
    expect((await passwordStep(user.email)).json().user.id).toBe(user.id);
  });

  it('is refused to a user with users:edit who is not an admin, and nothing changes', async () => {
    const { user } = await userWithTwoFactor();
    const editor = await t.signedInUser({ grants: { users: ['view', 'edit'] } });
    const res = await reset(user.id, editor.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only an administrator can reset two-factor authentication');
    expect((await passwordStep(user.email)).json().two_factor_required).toBe(true);
  });

  it('is refused to a user without users:edit', async () => {
    const { user } = await userWithTwoFactor();
    const plain = await t.signedInUser();
    expect((await reset(user.id, plain.cookie)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await t.signedInUser({ role: 'admin' });
    expect((await reset(999_999, admin.cookie)).statusCode).toBe(404);
  });
});
