import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectScreenReady } from '../support/accessibility';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { screenshotForReview } from '../support/screenshots';

/**
 * Administration: the User Management and Permission Management dialogs and the Settings Manager.
 * The shared admin's own password, role and grants are never changed (other specs sign in as it); every
 * user and setting made here carries this test's tag.
 */
signInBeforeEach(120_000);

const PASSWORD = 'a-good-password';

async function openUserManagement(page: Page) {
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Manage Users' }).click();
  const dialog = page.getByRole('dialog', { name: 'User Management' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function createUserThroughApi(request: APIRequestContext, data: Record<string, string>) {
  const res = await request.post('/api/1/users', { data: { password: PASSWORD, ...data } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; email: string };
}

async function openAs(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const res = await page.request.post('/api/1/auth/login', {
    data: { email, password: PASSWORD, remember: false },
  });
  expect(res.status()).toBe(200);
  return page;
}

test('an admin adds a user, limits their grants, and that user then sees only what the grants allow', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const email = `limited.${tag}@example.com`;
  await page.setViewportSize({ width: 1366, height: 900 });
  const dialog = await openUserManagement(page);

  await dialog.getByRole('button', { name: 'Add User' }).click();
  const form = page.getByRole('dialog', { name: 'Add User' });
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Company is required')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
  await form.getByLabel('First Name').fill('Lima');
  await form.getByLabel('Last Name').fill(tag);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 555 0100');
  await form.getByLabel('Company').fill(`Harbour ${tag}`);
  await form.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await expect(form.getByRole('radio', { name: 'User' })).toBeChecked();
  await screenshotForReview(page, { path: test.info().outputPath('add-user-1366.png') });
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(form).toBeHidden();

  await dialog.getByRole('textbox', { name: 'Search users' }).fill(tag.toUpperCase());
  const card = dialog.getByRole('article', { name: `Lima ${tag}` });
  await expect(card).toBeVisible();
  await expect(dialog.getByTestId('user-count')).toHaveText(/^1 of \d+ users$/);
  await expect(card.getByText('User', { exact: true })).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText('+1 555 0100')).toBeVisible();
  await expect(card.getByText(`Harbour ${tag}`)).toBeVisible();
  await expect(card.getByText(/^Joined /)).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('user-management-1366.png') });

  await dialog.getByRole('button', { name: 'Manage Permissions' }).click();
  const perms = page.getByRole('dialog', { name: 'Permission Management' });
  await expect(perms.getByText('Select a user to manage their permissions')).toBeVisible();
  await perms.getByRole('button', { name: new RegExp(`Lima ${tag}`) }).click();
  // A new user starts with every action on quotations, contacts, support, tasks and documents.
  await expect(perms.getByRole('checkbox', { name: 'Quotations View' })).toBeChecked();
  await expect(perms.getByRole('checkbox', { name: 'Users View' })).not.toBeChecked();
  for (const module of ['Quotations', 'Contacts', 'Support', 'Tasks', 'Documents']) {
    for (const action of ['View', 'Create', 'Edit', 'Delete']) {
      const box = perms.getByRole('checkbox', { name: `${module} ${action}` });
      const keep = module === 'Contacts' && action === 'View';
      if (!keep) await box.uncheck();
    }
  }
  await screenshotForReview(page, { path: test.info().outputPath('permissions-1366.png') });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/permissions') && r.request().method() === 'PUT',
  );
  await perms.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Permissions saved')).toBeVisible();

  const user = await openAs(browser, email);
  await user.goto('/contacts');
  const nav = user.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Contacts' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Task Manager/ })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Logistics' })).toHaveCount(0);
  await expect(user.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(user.getByRole('button', { name: /Add Contact/ })).toHaveCount(0);
  await user.goto('/settings?tab=security');
  await expect(user.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await expect(user.getByRole('button', { name: 'Manage Users' })).toHaveCount(0);
  expect((await user.request.get('/api/1/quotations')).status()).toBe(403);
  expect((await user.request.get('/api/1/users')).status()).toBe(403);
  await user.context().close();
});

test('user search over name, email and company, the empty message, and delete with the full warning', async ({
  page,
}) => {
  const tag = uniqueTag();
  await createUserThroughApi(page.request, {
    email: `sam.${tag}@example.com`,
    first_name: 'Sam',
    last_name: 'Search',
    company: `Gull ${tag} Lines`,
  });
  await createUserThroughApi(page.request, {
    email: `${tag}.dora@example.com`,
    first_name: 'Dora',
    last_name: 'Delete',
    company: 'Elsewhere',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openUserManagement(page);
  const search = dialog.getByRole('textbox', { name: 'Search users' });
  // Nobody deletes their own account: the admin's own card has Edit but no Delete.
  await search.fill('admin@example.com');
  const own = dialog.getByRole('article', { name: 'System Administrator' });
  await expect(own.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Edit System Administrator' })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Delete System Administrator' })).toHaveCount(0);
  await search.fill(tag.toUpperCase());
  await expect(dialog.getByTestId('user-card')).toHaveCount(2);
  await expect(dialog.getByTestId('user-count')).toHaveText(/^2 of \d+ users$/);
  await screenshotForReview(page, { path: test.info().outputPath('user-management-390.png') });
  await search.fill(`gull ${tag} LINES`);
  await expect(dialog.getByTestId('user-card')).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Edit Sam Search' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Email')).toHaveValue(`sam.${tag}@example.com`);
  await expect(edit.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
  await edit.getByLabel('Company').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Company is required')).toBeVisible();
  await edit.getByLabel('Company').fill(`Gull ${tag} Lines Ltd`);
  await edit.getByLabel('Active').uncheck();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const sam = dialog.getByRole('article', { name: 'Sam Search' });
  await expect(sam.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(sam.getByText(`Gull ${tag} Lines Ltd`)).toBeVisible();
  await search.fill(`no-such-${tag}`);
  await expect(dialog.getByText('No users found matching your search.')).toBeVisible();

  await search.fill(`${tag}.dora`);
  await dialog.getByRole('button', { name: 'Delete Dora Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  await expect(confirm).toContainText('Permanently delete all user data');
  await expect(confirm).toContainText('Affect associated quotations and addresses');
  await expect(confirm).toContainText('Remove all of their permissions');
  await expect(confirm).toContainText('This action cannot be undone.');
  await screenshotForReview(page, { path: test.info().outputPath('delete-user-390.png') });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText('No users found matching your search.')).toBeVisible();
  expect((await page.request.get(`/api/1/users?search=${tag}`)).ok()).toBe(true);
  expect((await (await page.request.get(`/api/1/users?search=${tag}`)).json()).total).toBe(1);
});

test('the user list follows the items per page setting of the user who reads it', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const reader = await createUserThroughApi(page.request, {
    email: `reader.${tag}@example.com`,
    first_name: 'Reader',
    last_name: tag,
    company: `Pager ${tag}`,
  });
  const idOf = async (url: string, name: string) =>
    ((await (await page.request.get(url)).json()).data as { id: number; name: string }[]).find(
      (row) => row.name === name,
    )!.id;
  const grant = await page.request.post('/api/1/user_module_permissions', {
    data: {
      user_id: reader.id,
      module_id: await idOf('/api/1/modules', 'users'),
      permission_id: await idOf('/api/1/permissions', 'view'),
    },
  });
  expect(grant.status(), await grant.text()).toBe(201);
  for (let i = 1; i <= 5; i++) {
    await createUserThroughApi(page.request, {
      email: `p${i}.${tag}@example.com`,
      first_name: `Paged${i}`,
      last_name: tag,
      company: `Pager ${tag}`,
    });
  }
  const user = await openAs(browser, reader.email);
  const setting = await user.request.post('/api/1/settings', {
    data: { setting_key: 'items_per_page', setting_value: 5 },
  });
  expect(setting.status()).toBe(201);
  const dialog = await openUserManagement(user);
  await expect(dialog.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Manage Permissions' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Search users' }).fill(`pager ${tag}`);
  await expect(dialog.getByTestId('user-count')).toHaveText(/^6 of \d+ users$/);
  await expect(dialog.getByTestId('user-card')).toHaveCount(5);
  await expect(dialog.getByText('1–5 of 6')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await dialog.getByRole('button', { name: '2', exact: true }).click();
  await expect(dialog.getByTestId('user-card')).toHaveCount(1);
  await user.context().close();
});

test('a setting is added, edited in place and deleted in the Settings Manager', async ({ page }) => {
  const tag = uniqueTag();
  const key = `e2e_${tag}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/settings?tab=system');
  // The System Settings tab, the largest settings screen, took longer than the default 10 s to show under load.
  await expectScreenReady(page, page.getByRole('main'));
  await expect(page.getByRole('heading', { name: 'Settings Manager' })).toBeVisible();
  const userTab = page.getByRole('tab', { name: /^User Settings \(\d+\)$/ });
  await expect(userTab).toBeVisible();
  const before = Number((await userTab.textContent())!.match(/\((\d+)\)/)![1]);

  const form = page.getByRole('form', { name: 'Add Setting' });
  await form.getByLabel('Key').fill('   ');
  await form.getByRole('button', { name: 'Add Setting' }).click();
  await expect(form.getByText('Setting key is required')).toBeVisible();
  await expect(form.getByText('Setting value is required')).toBeVisible();
  await form.getByLabel('Key').fill(key);
  await form.getByLabel('Value').fill('42');
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'number' }).click();
  await form.getByLabel('Description').fill('The answer');
  await form.getByRole('button', { name: 'Add Setting' }).click();
  const row = page.getByTestId('setting-row').filter({ hasText: key });
  await expect(row).toContainText('42');
  await expect(row).toContainText('number');
  await expect(userTab).toHaveText(`User Settings (${before + 1})`);

  await row.getByRole('button', { name: `Edit ${key}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${key}` });
  await edit.getByLabel('Value').fill('forty-two');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('A number setting needs a numeric value')).toBeVisible();
  await edit.getByLabel('Value').fill('43');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('setting-value')).toHaveText('43');
  await screenshotForReview(page, { path: test.info().outputPath('settings-manager-1366.png') });

  await row.getByRole('button', { name: `Delete ${key}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete setting' });
  await expect(confirm).toContainText('Are you sure you want to delete this setting?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(userTab).toHaveText(`User Settings (${before})`);

  await page.getByRole('tab', { name: /^Global Settings/ }).click();
  const globalForm = page.getByRole('form', { name: 'Add Setting' });
  await expect(globalForm.getByLabel('Global setting (applies to everyone)')).toBeChecked();
  await globalForm.getByLabel('Key').fill(`${key}_global`);
  await globalForm.getByLabel('Value').fill('on');
  await globalForm.getByRole('button', { name: 'Add Setting' }).click();
  await expect(page.getByTestId('setting-row').filter({ hasText: `${key}_global` })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, {
    path: test.info().outputPath('settings-manager-390.png'),
    fullPage: true,
  });
  const cleanup = page.getByTestId('setting-row').filter({ hasText: `${key}_global` });
  await cleanup.getByRole('button', { name: `Delete ${key}_global` }).click();
  await page.getByRole('dialog', { name: 'Delete setting' }).getByRole('button', { name: 'Delete' }).click();
  await expect(cleanup).toHaveCount(0);
});
