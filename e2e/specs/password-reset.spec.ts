import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from '../support/auth';
import { waitForMail } from '../support/mailbox';
import { screenshotForReview } from '../support/screenshots';
import { createStaffUser, openEditUserAsAdmin } from '../support/tasks';

/** Forgot password by e-mail (docs/api.md), and an administrator's temporary password. */

const signedIn = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Pending Quotations' })).toBeVisible({
    timeout: 20_000,
  });

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    await screenshotForReview(page, { path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

test.describe('password reset', () => {
  // Several argon2 checks per test on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('forgot password: the e-mailed link sets a new password, which then signs in', async ({
    page,
    request,
  }) => {
    const user = await createStaffUser(request, 'Forgetful');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await shoot(page, 'forgot-form');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If an account exists for that address, we have sent a link to reset its password.'),
    ).toBeVisible();
    await shoot(page, 'forgot-sent');

    // An address without an account gets the very same sentence.
    await page.getByRole('button', { name: 'Back to log in' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If an account exists for that address, we have sent a link to reset its password.'),
    ).toBeVisible();

    const mail = await waitForMail(request, user.email, 'Reset your ShipDesk password');
    const link = /http:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const newPassword = page.getByRole('textbox', { name: 'New Password', exact: true });
    await newPassword.fill('short');
    await page.getByLabel('Confirm New Password').fill('different');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('New password must be at least 12 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(newPassword).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show typed text' }).first().click();
    await expect(newPassword).toHaveAttribute('type', 'text');
    await newPassword.fill('my reset passphrase');
    await page.getByLabel('Confirm New Password').fill('my reset passphrase');
    await expect(page.getByRole('list', { name: 'Password rules' }).getByText('(met)')).toHaveCount(2);
    await shoot(page, 'reset-password');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();
    await shoot(page, 'reset-done-login');
    await signInThroughForm(page, user.email, user.password);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await signInThroughForm(page, user.email, 'my reset passphrase');
    await signedIn(page);

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('another passphrase');
    await page.getByLabel('Confirm New Password').fill('another passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  });

  test('temporary password: the admin sets it, the user must choose a new one right after signing in', async ({
    page,
    browser,
    request,
  }) => {
    const user = await createStaffUser(request, 'Tempo');
    const edit = await openEditUserAsAdmin(page, user);
    await shoot(page, 'edit-user-actions');
    await edit.getByRole('button', { name: 'Set temporary password' }).click();
    const field = edit.getByLabel(`Temporary password for ${user.name}`);
    await field.fill('too short');
    await edit.getByRole('button', { name: 'Set password', exact: true }).click();
    await expect(edit.getByText('New password must be at least 12 characters')).toBeVisible();
    await field.fill('temporary passphrase 7');
    await shoot(page, 'temporary-password-admin');
    await field.press('Enter');
    await expect(
      page.getByText('Temporary password set. They must choose a new one when they next sign in.'),
    ).toBeVisible();
    // Enter set the password and did not submit (or close) the Edit User form around it.
    await expect(edit).toBeVisible();

    const other = await (await browser.newContext()).newPage();
    await signInThroughForm(other, user.email, 'temporary passphrase 7');
    await expect(other.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(other.getByText('Please choose a new password before you continue.')).toBeVisible();
    // The server refuses everything else meanwhile, whatever the web shows.
    const blocked = await other.request.get('/api/1/contacts');
    expect(blocked.status()).toBe(403);
    expect((await blocked.json()).error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    await shoot(other, 'choose-new-password');

    await other.getByLabel('Temporary Password').fill('temporary passphrase 7');
    await other.getByRole('textbox', { name: 'New Password', exact: true }).fill('temporary passphrase 7');
    await other.getByLabel('Confirm New Password').fill('temporary passphrase 7');
    await other.getByRole('button', { name: 'Save new password' }).click();
    await expect(other.getByText('New password must be different from your current password')).toBeVisible();
    await other.getByRole('textbox', { name: 'New Password', exact: true }).fill('tempo own passphrase');
    await other.getByLabel('Confirm New Password').fill('tempo own passphrase');
    await other.getByRole('button', { name: 'Save new password' }).click();
    await signedIn(other);
    expect((await other.request.get('/api/1/contacts')).status()).toBe(200);
    await other.context().close();
  });
});
