import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';

// signInBeforeEach gives every test of a worker the same admin session (e2e/support/auth.ts): a sign-in per
// test cost a password check each, and its hundreds of sessions made the server end a long test's own (it keeps
// a user's 20 most recently used). Serial, so the three tests run in one worker, in this order.
test.describe.configure({ mode: 'serial' });
signInBeforeEach();

let firstSession: string | undefined;
const sessionOf = async (context: import('@playwright/test').BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'sid')?.value;

test('the first test of a worker is signed in as the admin', async ({ context, request }) => {
  firstSession = await sessionOf(context);
  expect(firstSession).toBeTruthy();
  const me = await context.request.get('/api/1/auth/me');
  expect(me.status()).toBe(200);
  expect(JSON.stringify(await me.json())).toContain('admin@example.com');
  // The test's own fresh request context is not signed in: only the browser context gets the session.
  expect((await request.get('/api/1/auth/me')).status()).toBe(401);
});

test('the next test has the same session, and may sign it out', async ({ context }) => {
  expect(await sessionOf(context)).toBe(firstSession);
  expect((await context.request.post('/api/1/auth/logout')).status()).toBe(204);
});

test('after a test signed the session out, the next one is signed in afresh', async ({ context }) => {
  const session = await sessionOf(context);
  expect(session).toBeTruthy();
  expect(session).not.toBe(firstSession);
  expect((await context.request.get('/api/1/auth/me')).status()).toBe(200);
});
