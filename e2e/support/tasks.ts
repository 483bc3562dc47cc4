import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, signInThroughForm } from './auth';
import { uniqueTag } from './contacts';

export interface StaffUser {
  id: number;
  email: string;
  password: string;
  name: string;
}

/**
 * A new staff user (role user: tasks view, create, edit and delete; or an administrator), made by the admin
 * through the API. Each test works as its own users, so its private and collaborative tasks are nobody else's
 * business: parallel tests never see each other's cards. An administrator of its own also keeps a long test's
 * sessions safe: the server keeps a user's 20 most recently used sessions, and the other worker's tests sign
 * the shared admin in many times a minute.
 */
export async function createStaffUser(
  request: APIRequestContext,
  firstName: string,
  role: 'user' | 'admin' = 'user',
): Promise<StaffUser> {
  const tag = uniqueTag();
  const admin = await request.post('/api/1/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password, remember: false },
  });
  expect(admin.status()).toBe(200);
  const user = { email: `${firstName.toLowerCase()}.${tag}@example.com`, password: 'a-good-password' };
  const res = await request.post('/api/1/users', {
    data: { ...user, first_name: firstName, last_name: tag, company: 'ShipDesk', role },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await request.post('/api/1/auth/logout');
  return { id, ...user, name: `${firstName} ${tag}` };
}

/** Signs `page`'s browser context in as `user` through the API. */
export async function signInAs(page: Page, user: StaffUser) {
  const res = await page.request.post('/api/1/auth/login', {
    data: { email: user.email, password: user.password, remember: false },
  });
  expect(res.status()).toBe(200);
}

/** Creates staff users in the order named (as the administrator), then signs `page` in as the first of them. */
export async function signInAsNewStaff(page: Page, ...firstNames: string[]): Promise<StaffUser[]> {
  const users: StaffUser[] = [];
  for (const name of firstNames) users.push(await createStaffUser(page.request, name));
  await signInAs(page, users[0]);
  return users;
}

/** A second person at another browser: a fresh context signed in as `user`. */
export async function openAs(browser: Browser, user: StaffUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, user);
  return page;
}

/** Creates a task through the API as the signed-in user of `request`. */
export async function createTask(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/1/tasks', { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; title: string; version: number };
}

/** The card of the task titled `title`. */
export const taskCard = (page: Page, title: string) =>
  page.getByRole('article', { name: `Task: ${title}`, exact: true });

/** The titles of the cards, top to bottom. */
export const cardTitles = (page: Page) =>
  page
    .getByRole('article', { name: /^Task: / })
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')?.replace(/^Task: /, '')));

/**
 * Ticks a checkbox and waits for it to show ticked. The card changes in the mutation's optimistic step, a
 * moment after the click, so Playwright's check() (which reads the box at once) would call it unchanged.
 */
export async function tick(scope: Locator, name: string) {
  const box = scope.getByRole('checkbox', { name });
  await box.click();
  await expect(box).toBeChecked();
}

/**
 * Lifts a sortable item with the keyboard (focus its handle, Space) and waits until dnd-kit announces the drag.
 * Its keyboard sensor starts listening for arrows a task after the lift, and Chromium runs input before timers: an
 * arrow pressed at once on a busy machine would be lost, so the announcement is the sign it is listening.
 */
export async function liftWithKeyboard(page: Page, handle: Locator) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The pick-up is announced, then at once replaced by 'was moved over' its own place: either says it started.
  const announcement = page.locator('[id^="DndLiveRegion"]', {
    hasText: /Picked up draggable item|was moved over droppable area/,
  });
  await expect(announcement.first()).toBeAttached();
}

/**
 * Moves a lifted item one place with an arrow key and waits until dnd-kit announces it over another place.
 * The sensor moves the item after measuring the rows, a frame or two after the key: a drop pressed before
 * that lands the item where it was (or, on a busy machine, one step short).
 */
export async function stepWithKeyboard(page: Page, key: 'ArrowUp' | 'ArrowDown') {
  const region = page.locator('[id^="DndLiveRegion"]').filter({ hasText: /was moved over droppable area/ });
  const before = (await region.first().textContent()) ?? '';
  await page.keyboard.press(key);
  await expect
    .poll(async () => (await region.first().textContent()) ?? '', {
      message: `the ${key} step was announced`,
    })
    .not.toBe(before);
}

/**
 * Signs the administrator in through the login form and opens `user`'s Edit User dialog (Settings, Security,
 * Manage Users), where an administrator sets a temporary password or resets two-factor.
 */
export async function openEditUserAsAdmin(page: Page, user: StaffUser): Promise<Locator> {
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Quotations' })).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Manage Users' }).click();
  const users = page.getByRole('dialog', { name: 'User Management' });
  await users.getByRole('textbox', { name: 'Search users' }).fill(user.email);
  await users.getByRole('button', { name: `Edit ${user.name}` }).click();
  return page.getByRole('dialog', { name: 'Edit User' });
}
