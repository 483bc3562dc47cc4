/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './auth';
import { uniqueTag } from './contacts';

export type ColourScheme = 'light' | 'dark';

/** What axe must never find: the two worst of its four impact levels. */
const BLOCKING = new Set(['critical', 'serious']);

/** Waits until no CSS transition or animation runs: axe measures colours, and a fading dialog is half-transparent. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // A spinner turns for ever; only animations that end are waited for.
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Runs axe with its default rules on the page (or only inside `scope`) and answers one line per critical or
 * serious violation: its rule, impact, help and the elements it found, so a failure says what to fix.
 */
async function blockingViolations(page: Page, scope?: string): Promise<string[]> {
  await settle(page);
  // Every rule still runs, and every violation lists all its elements; only the passes and the results to check
  // by hand, which nothing here reads, keep one element each instead of a selector for every element that passed.
  // Five screens' axe runs, twice each, took 64 s instead of 88 s that way and found the same violations.
  // Legacy mode runs axe once inside the page, with the same rules. The default runs it in each frame and then
  // opens a blank page to merge the frames' results there, which only cross-origin frames need, and the app has
  // no frames: five screens' axe runs, twice each, took 35 s that way against 76 s, under the same load.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 8);
      const more = violation.nodes.length > targets.length ? ` and ${violation.nodes.length - 8} more` : '';
      return `${violation.id} (${violation.impact}): ${violation.help}; ${targets.join(', ')}${more}`;
    });
}

/** Soft-asserts that axe finds nothing critical or serious, naming `where` in the failure. */
export async function expectNoBlockingViolations(page: Page, where: string, scope?: string) {
  const found = await blockingViolations(page, scope);
  expect.soft(found, `axe on ${where}:\n${found.join('\n')}`).toEqual([]);
}

/**
 * A new administrator whose profile shows `scheme`, made through the API: the seeded admin's preferences stay
 * as the other specs expect them. Answers the e-mail and password to sign in with.
 */
export async function createAdminWithScheme(request: APIRequestContext, scheme: ColourScheme) {
  const login = await request.post('/api/1/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password, remember: false },
  });
  expect(login.status()).toBe(200);
  const tag = uniqueTag();
  const user = { email: `axe.${scheme}.${tag}@example.com`, password: 'a-good-password' };
  const created = await request.post('/api/1/users', {
    data: { ...user, first_name: 'Axe', last_name: tag, company: 'ShipDesk', role: 'admin' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.post('/api/1/auth/logout');

  const own = await request.post('/api/1/auth/login', { data: { ...user, remember: false } });
  expect(own.status()).toBe(200);
  const profiles = (await (await request.get('/api/1/user_profiles')).json()) as {
    data: { id: number; version: number }[];
  };
  const profile = profiles.data[0]!;
  const saved = await request.put(`/api/1/user_profiles/${profile.id}`, {
    data: { theme: scheme },
    headers: { 'If-Match': String(profile.version) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return user;
}

/** Waits for a screen to show: its first heading, and no loader left spinning. */
export async function expectScreenReady(page: Page, main: Locator) {
  // A busy machine (CI, parallel workers) can take a while to open a screen's chunk the first time.
  await expect(main.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.mantine-Loader')).toHaveCount(0, { timeout: 30_000 });
}
