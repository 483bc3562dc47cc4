import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInThroughApi, useWorkerAdminSession } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { createQuotation } from '../support/quotations';
import { createStaffUser, createTask, openAs, type StaffUser } from '../support/tasks';

// Other specs write quotations, contacts and tasks in parallel on the same server: each test checks its own
// records and the presence of each card, never a global total.

const today = () => new Date().toISOString().slice(0, 10);

/** Replaces `user`'s grants with view on `modules`, as an administrator does in Permission Management. */
async function grantViewOnly(request: APIRequestContext, user: StaffUser, modules: string[]) {
  await signInThroughApi(request);
  const ids = async (url: string) =>
    Object.fromEntries(
      ((await (await request.get(url)).json()).data as { id: number; name: string }[]).map((row) => [
        row.name,
        row.id,
      ]),
    ) as Record<string, number>;
  const [moduleIds, permissionIds] = await Promise.all([ids('/api/1/modules'), ids('/api/1/permissions')]);
  const res = await request.put(`/api/1/users/${user.id}/permissions`, {
    data: { grants: modules.map((m) => ({ module_id: moduleIds[m], permission_id: permissionIds.view })) },
  });
  expect(res.status(), await res.text()).toBe(200);
  await request.post('/api/1/auth/logout');
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

test('a manager sees live figures, and the cards open the records and lists they summarise', async ({
  page,
}) => {
  const tag = uniqueTag();
  await useWorkerAdminSession(page.context());
  const expiring = await createQuotation(
    page.request,
    { start_date: today(), valid_until_date: today(), total_cost: 0 },
    `Expiring ${tag}`,
  );
  await createTask(page.request, {
    title: `Customs papers ${tag}`,
    deadline: '2000-01-02T09:00:00Z',
    visibility: 'private',
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Revenue this month' })).toBeVisible();
  for (const tile of ['Active quotations', 'Active orders', 'Total contacts']) {
    await expect(page.getByRole('link', { name: tile }).getByTestId('stat-value')).toHaveText(/^\d[\d,.]*$/);
  }
  for (const title of ['Pipeline value by status', 'Win rate (90 days)', 'Interactions by channel']) {
    await expect(card(page, title)).toBeVisible();
  }

  // Admins see every task; this one is overdue since 2000, so it is among the first listed.
  const tasks = card(page, 'Upcoming tasks');
  await expect(tasks.getByText(`Customs papers ${tag}`)).toBeVisible();
  await expect(tasks.getByText('Overdue').first()).toBeVisible();

  const row = card(page, 'Expiring within 72 hours').getByRole('link', {
    name: new RegExp(expiring.quotation_number),
  });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${expiring.id}$`));

  await page.goBack();
  await page.getByRole('link', { name: 'View all: Upcoming tasks' }).click();
  await expect(page).toHaveURL(/\/task-manager$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Total contacts' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
});

test('a user sees only the cards of the modules they may view', async ({ page, browser }) => {
  const tag = uniqueTag();
  const user = await createStaffUser(page.request, 'Dana');
  const userPage = await openAs(browser, user);
  // Created out of order: the dashboard lists the oldest deadline first. Dates in 2000 stay ahead of other
  // tests' public tasks, which Dana may also see.
  await createTask(userPage.request, { title: `Second ${tag}`, deadline: '2000-03-01T09:00:00Z' });
  await createTask(userPage.request, { title: `First ${tag}`, deadline: '2000-02-01T09:00:00Z' });
  await createTask(userPage.request, {
    title: `Done ${tag}`,
    deadline: '2000-01-01T09:00:00Z',
    completed: true,
  });
  await grantViewOnly(page.request, user, ['dashboard', 'tasks']);

  await userPage.goto('/dashboard');
  const tasks = card(userPage, 'Upcoming tasks');
  await expect(tasks.getByText(new RegExp(`^(First|Second|Done) ${tag}$`))).toHaveText([
    `First ${tag}`,
    `Second ${tag}`,
  ]);
  await expect(tasks.getByText('Overdue').first()).toBeVisible();
  for (const hidden of ['Revenue this month', 'Total contacts', 'Active orders']) {
    await expect(userPage.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  for (const hidden of ['Recent quotations', 'Recent interactions', 'Pipeline value by status']) {
    await expect(card(userPage, hidden)).toHaveCount(0);
  }
  await userPage.context().close();
});

test('a user without dashboard access is told so, and shown no figures', async ({ page, browser }) => {
  const user = await createStaffUser(page.request, 'Eli');
  const userPage = await openAs(browser, user);
  await userPage.goto('/dashboard');
  await expect(userPage.getByText('You do not have permission to view the dashboard.')).toBeVisible();
  await expect(userPage.getByRole('region')).toHaveCount(0);
  await userPage.context().close();
});

test('a failed load says so and Try Again loads the figures', async ({ page }) => {
  test.setTimeout(60_000);
  await useWorkerAdminSession(page.context());
  // The app retries a 5xx twice before it shows the error, so three answers fail.
  let failures = 3;
  // No live stream here: a parallel test's change would refetch the figures and clear the error before Try Again.
  await page.route('**/api/1/events', (route) => route.abort());
  await page.route('**/api/1/dashboard', async (route) => {
    if (failures-- > 0) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'The database is not answering' } }),
      });
    } else {
      await route.continue();
    }
  });
  await page.goto('/dashboard');
  const retry = page.getByRole('button', { name: 'Try Again' });
  // The two retries wait 1 s and 2 s; a busy machine adds to that.
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await retry.click();
  await expect(page.getByRole('link', { name: 'Total contacts' })).toBeVisible();
  await expect(retry).toHaveCount(0);
});
