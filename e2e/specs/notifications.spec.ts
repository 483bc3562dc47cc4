import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { createStaffUser, createTask, openAs, signInAs, taskCard } from '../support/tasks';

test.beforeEach(() => {
  // Two people and an e-mail round trip against a real server: the 30-second default is tight on a busy machine.
  test.setTimeout(120_000);
});

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('a colleague comments on my task: the bell counts it, opens the task, the count drops, and an e-mail arrives', async ({
  page,
  browser,
}) => {
  const owner = await createStaffUser(page.request, 'Olga');
  const colleague = await createStaffUser(page.request, 'Colm');
  await signInAs(page, owner);
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
  await page.screenshot({ path: test.info().outputPath('notifications-1366.png') });

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/task-manager\\?task=${task.id}$`));
  const card = taskCard(page, 'Book the reefer');
  await expect(card).toBeFocused();
  await expect(card).toHaveAttribute('data-focused', 'true');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.screenshot({ path: test.info().outputPath('notification-opened-task-1366.png') });

  const mail = await waitForMail(page.request, owner.email, 'commented on "Book the reefer"');
  expect(mail.text).toContain(`/task-manager?task=${task.id}`);
});

test('Mark all as read clears the count; an empty bell says all caught up; the panel fits a phone', async ({
  page,
}) => {
  const owner = await createStaffUser(page.request, 'Mara');
  const colleague = await createStaffUser(page.request, 'Milo');
  await signInAs(page, owner);
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
  await page.screenshot({ path: test.info().outputPath('notifications-390.png') });
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
  const user = await createStaffUser(page.request, 'Nia');
  await signInAs(page, user);
  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeEnabled();
  await expect(page.getByText('E-mail is off on this server')).toHaveCount(0);
  // The same screen as a server without SMTP_URL answers it (this test server has a relay).
  await page.route('**/api/1/notifications/channels', (route) => route.fulfill({ json: { email: false } }));
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeDisabled();
  await expect(page.getByText('E-mail is off on this server')).toBeVisible();
});
