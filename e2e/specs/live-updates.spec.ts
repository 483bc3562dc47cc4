import { type APIRequestContext, expect, type Page, request as requests, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { signInThroughApi, useWorkerAdminSession } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { createQuotation } from '../support/quotations';
import { createStaffUser, signInAs } from '../support/tasks';

// Two people at once: the first watches a screen, the second (another browser context, so another session)
// changes records through the API. The first must see it without reloading. Badges are compared with the server's
// counts as they are when compared, never remembered numbers: the other worker changes quotations too.

function badge(page: Page, link: string) {
  return page.getByRole('navigation').getByRole('link', { name: link, exact: true }).locator('[data-count]');
}

/** Opens `path` and waits until the live-updates stream is open (a change before that is not live). */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/1/events') && r.status() === 200);
  await page.goto(path);
  await stream;
  // Marks this document: after a reload it would be gone.
  await page.evaluate(() => {
    (window as unknown as { liveMarker: string }).liveMarker = 'not reloaded';
  });
}

const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker);

async function colleague(): Promise<APIRequestContext> {
  const context = await requests.newContext({ baseURL });
  await signInThroughApi(context);
  return context;
}

test('a colleague changes a quotation’s status: the badges move, the row leaves the list and the bell rings, live', async ({
  page,
  browser,
}) => {
  // The colleague is another user: a change of one's own quotation by oneself notifies nobody.
  const admin = await colleague();
  const staff = await createStaffUser(admin, 'Lena');
  await admin.dispose();
  await useWorkerAdminSession(page.context());
  const tag = `Live ${uniqueTag()}`;
  const q = await createQuotation(page.request, { client_name: tag }, tag);
  await openLive(page, `/pending-quotations?search=${encodeURIComponent(tag)}`);
  const row = page.getByRole('row').filter({ hasText: q.quotation_number });
  await expect(row).toBeVisible();
  await expect(badge(page, 'Working')).toBeVisible();

  const other = await browser.newContext({ baseURL });
  await signInAs(await other.newPage(), staff);
  const counts = page.waitForResponse(
    (r) => r.url().endsWith('/api/1/quotations/counts') && r.request().method() === 'GET',
  );
  const res = await other.request.put(`/api/1/quotations/${q.id}`, {
    data: { status: 'Working' },
    headers: { 'if-match': String(q.version) },
  });
  expect(res.status(), await res.text()).toBe(200);

  await expect(row).toHaveCount(0);
  await expect(page.getByText('No quotations found')).toBeVisible();
  await counts;
  // The other worker's tests move quotations too, and each of their changes arrives live as well: the badges
  // must come to agree with the server's counts as they are now.
  await expect(async () => {
    const now = (await (await page.request.get('/api/1/quotations/counts')).json()) as Record<string, number>;
    await expect(badge(page, 'Working')).toHaveAttribute('data-count', String(now.Working), {
      timeout: 1000,
    });
    await expect(badge(page, 'Pending')).toHaveAttribute('data-count', String(now.Pending), {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  // The creator's bell: the notification of the change, without reloading.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  await expect(
    page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`Quotation ${q.quotation_number} is now Working`),
  ).toBeVisible();
  expect(await notReloaded(page)).toBe('not reloaded');
  await other.close();
});

test('the quotation on screen follows a colleague’s change without reloading', async ({ page }) => {
  await useWorkerAdminSession(page.context());
  const tag = `Live ${uniqueTag()}`;
  const q = await createQuotation(page.request, { client_name: tag }, tag);
  await openLive(page, `/quotations/${q.id}`);
  await expect(page.getByText(q.quotation_number).first()).toBeVisible();

  const other = await colleague();
  const res = await other.put(`/api/1/quotations/${q.id}`, {
    data: { status: 'On Client Review' },
    headers: { 'if-match': String(q.version) },
  });
  expect(res.status(), await res.text()).toBe(200);
  await expect(page.getByText('On Client Review').first()).toBeVisible();
  expect(await notReloaded(page)).toBe('not reloaded');
  await other.dispose();
});

test('signed out elsewhere: the stream ends and the page shows the sign-in screen by itself', async ({
  page,
}) => {
  // The server checks each stream's session at its heartbeat (every second here: LIVE_HEARTBEAT_MS in
  // e2e/scripts/start-test-server.mjs).
  await signInThroughApi(page.request);
  await openLive(page, '/pending-quotations');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Quotations' })).toBeVisible();

  // The same session, used from somewhere else (another device with the same cookie), signs out.
  const elsewhere = await requests.newContext({ baseURL, storageState: await page.context().storageState() });
  expect((await elsewhere.post('/api/1/auth/logout')).status()).toBe(204);
  await elsewhere.dispose();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('my own saves come back as events: no false conflict, and what I type is kept', async ({ page }) => {
  await useWorkerAdminSession(page.context());
  const q = await createQuotation(page.request, { notes: 'Original notes' });
  await openLive(page, `/quotations/${q.id}/edit`);
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(textbox('Notes')).toHaveValue('Original notes');

  // The event of this save refetches the quotation the form was loaded from.
  const refetched = page.waitForResponse(
    (r) => r.url().endsWith(`/api/1/quotations/${q.id}`) && r.request().method() === 'GET',
  );
  await textbox('Notes').fill('Call before delivery');
  await refetched;
  await textbox('Project Description').fill('Two crates of machine parts');
  await expect
    .poll(async () => {
      const stored = (await (await page.request.get(`/api/1/quotations/${q.id}`)).json()) as Record<
        string,
        string
      >;
      return [stored.notes, stored.project_description];
    })
    .toEqual(['Call before delivery', 'Two crates of machine parts']);
  await expect(page.getByText(/^Last saved at /)).toBeVisible();
  await expect(page.getByRole('alert', { name: /was changed by someone else/ })).toHaveCount(0);
  await expect(textbox('Notes')).toHaveValue('Call before delivery');
  await expect(textbox('Project Description')).toHaveValue('Two crates of machine parts');
  expect(await notReloaded(page)).toBe('not reloaded');
});
