import {
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { uniqueTag } from './contacts';

export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };

/** Signs in through the login screen, as a person does. */
export async function signInThroughForm(
  page: Page,
  email = ADMIN.email,
  password = ADMIN.password,
  remember = false,
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  if (remember) await page.getByLabel('Remember sign in details').check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs the page's browser context in through the API (fast set-up for specs that test something else). */
export async function signInThroughApi(
  request: APIRequestContext,
  email = ADMIN.email,
  password = ADMIN.password,
) {
  const res = await request.post('/api/1/auth/login', { data: { email, password, remember: false } });
  expect(res.status()).toBe(200);
}

/** The administrator's session cookie this worker process signed in with, reused by its next tests. */
let workerAdminCookies: Cookie[] | undefined;

/**
 * Gives `context` the worker's administrator session, signing in only when there is none yet or it has ended (a
 * test signed it out). One sign-in per worker instead of one per test saves a password check each time, and
 * keeps the shared admin's session count low: the server ends a user's least recently used sessions beyond 20,
 * which signed a long test in the other worker out mid-way.
 */
export async function useWorkerAdminSession(context: BrowserContext) {
  if (workerAdminCookies) {
    await context.addCookies(workerAdminCookies);
    if ((await context.request.get('/api/1/auth/me')).status() === 200) return;
    await context.clearCookies();
  }
  await signInThroughApi(context.request);
  workerAdminCookies = (await context.storageState()).cookies;
}

/**
 * Every test of the spec starts signed in as the administrator (the worker's session, see
 * useWorkerAdminSession); `timeoutMs` gives each test longer than the 30-second default, which multi-step flows
 * against a real server outgrow on a busy machine.
 */
export function signInBeforeEach(timeoutMs?: number) {
  test.beforeEach(async ({ context }) => {
    if (timeoutMs !== undefined) test.setTimeout(timeoutMs);
    await useWorkerAdminSession(context);
  });
}

/**
 * A new desk user whose profile says `language` (the seeded administrator keeps English for the other specs),
 * made by the administrator and left signed in on `request`; answers the user's credentials.
 */
export async function signInAsNewUserSpeaking(request: APIRequestContext, language: string) {
  await request.post('/api/1/auth/login', { data: { ...ADMIN, remember: false } });
  const tag = uniqueTag();
  const user = { email: `desk.${language}.${tag}@example.com`, password: 'a-good-password' };
  const created = await request.post('/api/1/users', {
    data: { ...user, first_name: 'Léa', last_name: tag, company: 'ShipDesk', role: 'admin' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.post('/api/1/auth/logout');
  expect((await request.post('/api/1/auth/login', { data: { ...user, remember: false } })).status()).toBe(
    200,
  );
  const profile = (
    (await (await request.get('/api/1/user_profiles')).json()) as { data: { id: number; version: number }[] }
  ).data[0]!;
  const saved = await request.put(`/api/1/user_profiles/${profile.id}`, {
    data: { language },
    headers: { 'If-Match': String(profile.version) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return user;
}
