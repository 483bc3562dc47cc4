import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { screenshotForReview } from '../support/screenshots';
import { createStaffUser, createTask, openAs, signInAs, signInAsNewStaff, taskCard } from '../support/tasks';

test.beforeEach(() => {
  // Two people and an e-mail round trip against a real server: the 30-second default is tight on a busy machine.
  test.setTimeout(120_000);
});

/** Adds `userId` to the task as a collaborator, as the task's owner signed in on `page`. */
async function shareWith(page: Page, taskId: number, userId: number) {
  const res = await page.request.post('/api/1/task_collaborators', {
    data: { task_id: taskId, user_id: userId },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Comments on the task as the user signed in on `page`. */
async function commentAs(page: Page, taskId: number, text: string) {
  const res = await page.request.post('/api/1/task_comments', {
    data: { task_id: taskId, comment_text: text },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('a colleague comments on my task: the bell counts it, opens the task, the count drops, and an e-mail arrives', async ({
  page,
  browser,
}) => {
  const [owner, colleague] = await signInAsNewStaff(page, 'Olga', 'Colm');
  const task = await createTask(page.request, { title: 'Book the reefer', visibility: 'collaborative' });
  const share = await page.request.post('/api/1/task_collaborators', {
    data: { task_id: task.id, user_id: colleague.id },
  });
  expect(share.status()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/contacts');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-count')).not.toContainText(/\d/);

  const other = await openAs(browser, colleague);
  const comment = await other.request.post('/api/1/task_comments', {
    data: { task_id: task.id, comment_text: 'The reefer is booked for Friday' },
  });
  expect(comment.status()).toBe(201);
  await other.context().close();

  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-count')).toContainText('1');

  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('button', {
    name: new RegExp(`${colleague.name} commented on "Book the reefer"`),
  });
  await expect(item).toBeVisible();
  await expect(item).toContainText('The reefer is booked for Friday');
  await expect(item).toContainText('just now');
  await screenshotForReview(page, { path: test.info().outputPath('notifications-1366.png') });

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/task-manager\\?task=${task.id}$`));
  const card = taskCard(page, 'Book the reefer');
  await expect(card).toBeFocused();
  await expect(card).toHaveAttribute('data-linked', 'true');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await screenshotForReview(page, { path: test.info().outputPath('notification-opened-task-1366.png') });

  const mail = await waitForMail(page.request, owner.email, 'commented on "Book the reefer"');
  expect(mail.text).toContain(`/task-manager?task=${task.id}`);
});

test('Mark all as read clears the count; an empty bell says all caught up; the panel fits a phone', async ({
  page,
}) => {
  const [owner, colleague] = await signInAsNewStaff(page, 'Mara', 'Milo');
  await page.goto('/contacts');
  await bell(page).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText('You are all caught up'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Milo shares two of his tasks with Mara.
  await signInAs(page, colleague);
  for (const title of ['Seal the crate', 'Weigh the pallets']) {
    const task = await createTask(page.request, { title, visibility: 'collaborative' });
    const res = await page.request.post('/api/1/task_collaborators', {
      data: { task_id: task.id, user_id: owner.id },
    });
    expect(res.status()).toBe(201);
  }
  await signInAs(page, owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contacts');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Newest first.
  await expect(items.first()).toContainText('Weigh the pallets');
  await screenshotForReview(page, { path: test.info().outputPath('notifications-390.png') });
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(items).toHaveCount(2);
  await expect(panel.getByText('Unread:')).toHaveCount(0);
});

test('the e-mail toggle says e-mail is off when the server has no SMTP relay', async ({ page }) => {
  await signInAsNewStaff(page, 'Nia');
  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeEnabled();
  await expect(page.getByText('E-mail is off on this server')).toHaveCount(0);
  // The same screen as a server without SMTP_URL answers it (this test server has a relay).
  await page.route('**/api/1/notifications/channels', (route) => route.fulfill({ json: { email: false } }));
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeDisabled();
  await expect(page.getByText('E-mail is off on this server')).toBeVisible();
});

test('with the browser allowed, a notification that arrives shows a system notification that opens its task', async ({
  browser,
  page: adminPage,
}) => {
  const owner = await createStaffUser(adminPage.request, 'Bea');
  const colleague = await createStaffUser(adminPage.request, 'Ben');
  const context = await browser.newContext({ permissions: ['notifications'] });
  // The system notifications the page shows, recorded (the real ones go to the desktop, out of the page's reach).
  await context.addInitScript(() => {
    const shown: { title: string; body?: string; click: () => void }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string } = {}) {
        shown.push({ title, body: options.body, click: () => this.onclick?.() });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification });
  });
  const page = await context.newPage();
  await signInAs(page, owner);
  const task = await createTask(page.request, { title: 'Check the seal', visibility: 'collaborative' });
  await shareWith(page, task.id, colleague.id);
  await page.goto('/contacts');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  const other = await openAs(browser, colleague);
  await commentAs(other, task.id, 'Seal 4471 checked');
  await other.context().close();

  // The bell refetches when the window comes back into focus (and every minute).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  const shown = () =>
    page.evaluate(() =>
      (
        window as unknown as { shownNotifications: { title: string; body?: string }[] }
      ).shownNotifications.map(({ title, body }) => ({ title, body })),
    );
  await expect
    .poll(shown)
    .toEqual([{ title: `${colleague.name} commented on "Check the seal"`, body: 'Seal 4471 checked' }]);
  await page.evaluate(() =>
    (window as unknown as { shownNotifications: { click: () => void }[] }).shownNotifications[0]!.click(),
  );
  await expect(page).toHaveURL(new RegExp(`/task-manager\\?task=${task.id}$`));
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await context.close();
});

test('with the browser preference off, nothing is shown by the system', async ({
  browser,
  page: adminPage,
}) => {
  const owner = await createStaffUser(adminPage.request, 'Cy');
  const colleague = await createStaffUser(adminPage.request, 'Cal');
  const context = await browser.newContext({ permissions: ['notifications'] });
  await context.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
    class RecordedNotification {
      static permission = 'granted';
      constructor(title: string) {
        shown.push(title);
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification });
  });
  const page = await context.newPage();
  await signInAs(page, owner);
  const profile = (await (await page.request.get('/api/1/user_profiles')).json()).data[0];
  const off = await page.request.put(`/api/1/user_profiles/${profile.id}`, {
    data: { notification_browser: false },
  });
  expect(off.status()).toBe(200);
  const task = await createTask(page.request, { title: 'Quiet task', visibility: 'collaborative' });
  await shareWith(page, task.id, colleague.id);
  await page.goto('/contacts');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  // Watched before the comment: the live stream may bring the news (and the bell's look) at once.
  const looked = page.waitForResponse((r) => /\/api\/1\/notifications\?.*read_at/.test(r.url()));
  const other = await openAs(browser, colleague);
  await commentAs(other, task.id, 'Hello');
  await other.context().close();
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await looked;
  // The bell also checked what is new (the same look that would have shown it): nothing reached the system.
  await bell(page).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Hello')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications),
  ).toEqual([]);
  await context.close();
});
