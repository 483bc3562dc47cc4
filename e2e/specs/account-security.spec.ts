import { type Browser, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { signInThroughForm } from '../support/auth';
import { screenshotForReview } from '../support/screenshots';
import { createStaffUser, openEditUserAsAdmin, type StaffUser } from '../support/tasks';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function openSecurityTab(page: Page) {
  await page.goto('/settings?tab=security');
  await expect(page.getByRole('button', { name: 'Account Security' })).toBeVisible();
}

/** A fresh browser (another device) on the login screen. */
async function newDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Signs `user` in on another device with a recovery code instead of the authenticator app. */
async function signInWithRecoveryCode(browser: Browser, user: StaffUser, code: string): Promise<Page> {
  const device = await newDevice(browser);
  await signInThroughForm(device, user.email, user.password);
  await device.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await device.getByLabel('Recovery code').fill(code);
  await device.getByRole('button', { name: 'Verify' }).click();
  return device;
}

const signedIn = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Pending Quotations' })).toBeVisible();

test.describe('account security', () => {
  // Several browsers sign in per test, each with an argon2 check, on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let user: StaffUser;
  test.beforeEach(async ({ request }) => {
    user = await createStaffUser(request, 'Secure');
  });

  test('change password: the rules are explained, then the new password signs in and the old one does not', async ({
    page,
    browser,
  }) => {
    await signInThroughForm(page, user.email, user.password);
    await signedIn(page);
    // Another device signed in before the change: it is signed out by it.
    const other = await newDevice(browser);
    await signInThroughForm(other, user.email, user.password);
    await signedIn(other);

    await openSecurityTab(page);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const current = page.getByLabel(/^Current Password/);
    const next = page.getByLabel(/^New Password/);
    const confirm = page.getByLabel(/^Confirm New Password/);
    await current.fill('not-my-password');
    await next.fill('short');
    await confirm.fill('different');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('New password must be at least 12 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    const newPassword = 'a much longer passphrase';
    await next.fill(newPassword);
    await confirm.fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await current.fill(user.password);
    await page.getByRole('button', { name: 'Show typed text' }).first().click();
    await expect(current).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(
      page.getByText('Password updated. You have been signed out on every other device.'),
    ).toBeVisible();
    await expect(current).toHaveValue('');

    // This device stays signed in; the other one is signed out.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account Security' })).toBeVisible();
    expect((await other.request.get('/api/1/auth/me')).status()).toBe(401);

    const fresh = await newDevice(browser);
    await signInThroughForm(fresh, user.email, user.password);
    await expect(fresh.getByRole('alert')).toContainText('Invalid email or password');
    await signInThroughForm(fresh, user.email, newPassword);
    await signedIn(fresh);
  });

  test('session management lists this device and signs out another session', async ({ page, browser }) => {
    const other = await newDevice(browser);
    await signInThroughForm(other, user.email, user.password);
    await signedIn(other);
    await signInThroughForm(page, user.email, user.password);
    await signedIn(page);

    await openSecurityTab(page);
    await page.getByRole('button', { name: 'Manage' }).click();
    const sessions = page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(sessions.first()).toContainText(/Chrome \d+ on Linux/);
    await expect(sessions.first()).toContainText('127.0.0.1 · Last used');

    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshotForReview(page, {
      path: test.info().outputPath('security-tab-1366.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotForReview(page, { path: test.info().outputPath('security-tab-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    const otherRow = sessions.filter({ hasNotText: 'This device' });
    await otherRow.getByRole('button', { name: /^Sign out/ }).click();
    await expect(page.getByText('The session was signed out.')).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(page.getByText('This is the only device signed in.')).toBeVisible();

    // The other device finds itself signed out at its next request.
    await other.reload();
    await expect(other).toHaveURL(/\/login/);
  });

  test('sign out all other sessions', async ({ page, browser }) => {
    for (let i = 0; i < 2; i++) {
      const other = await newDevice(browser);
      await other.request.post('/api/1/auth/login', { data: { email: user.email, password: user.password } });
    }
    await signInThroughForm(page, user.email, user.password);
    await signedIn(page);
    await openSecurityTab(page);
    await page.getByRole('button', { name: 'Manage' }).click();
    const sessions = page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(3);
    await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect(page.getByText('Signed out 2 other sessions.')).toBeVisible();
    await expect(sessions).toHaveCount(1);
  });

  test('two-factor: enable with the app, sign in with a code, then with a recovery code once', async ({
    page,
    browser,
  }) => {
    await signInThroughForm(page, user.email, user.password);
    await signedIn(page);
    await openSecurityTab(page);
    await expect(page.getByText('Login Notifications')).toHaveCount(0);
    await expect(page.getByText('Security Questions')).toHaveCount(0);
    await page.getByRole('button', { name: 'Enable' }).click();

    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = ((await dialog.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotForReview(page, { path: test.info().outputPath('two-factor-setup-390.png') });
    await page.setViewportSize({ width: 1366, height: 900 });

    await dialog.getByLabel('Authentication code').fill(totpCode(secret, 10));
    await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(
      dialog.getByText('That code is not valid. Check your authenticator app and try again.'),
    ).toBeVisible();
    await dialog.getByLabel('Authentication code').fill(totpCode(secret));
    await dialog.getByRole('button', { name: 'Verify and turn on' }).click();

    const done = page.getByRole('dialog', { name: 'Two-factor authentication is on' });
    const codes = done.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(done.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    const download = page.waitForEvent('download');
    await done.getByRole('button', { name: 'Download codes' }).click();
    expect((await download).suggestedFilename()).toBe('shipdesk-recovery-codes.txt');
    await screenshotForReview(page, { path: test.info().outputPath('recovery-codes-1366.png') });
    const recoveryCode = (await codes.nth(2).textContent()) ?? '';
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('10 of 10 recovery codes left.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotForReview(page, {
      path: test.info().outputPath('two-factor-on-390.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Signing in now takes the code after the password. The code used to turn it on cannot be used again,
    // so the next step's code is typed (accepted within one step either side).
    const phone = await newDevice(browser);
    await signInThroughForm(phone, user.email, user.password);
    const codeField = phone.getByLabel('Authentication code');
    await expect(codeField).toBeFocused();
    await phone.setViewportSize({ width: 390, height: 844 });
    await screenshotForReview(phone, { path: test.info().outputPath('login-code-step-390.png') });
    await phone.setViewportSize({ width: 1366, height: 900 });
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(
      phone.getByText('Enter the 6-digit code from your authenticator app', { exact: true }),
    ).toBeVisible();
    await codeField.fill('000000' === totpCode(secret, 1) ? '111111' : '000000');
    await codeField.press('Enter');
    await expect(
      phone.getByText('That code is not valid. Check your authenticator app and try again.'),
    ).toBeVisible();
    await codeField.fill(totpCode(secret, 1));
    await codeField.press('Enter');
    await signedIn(phone);

    // A recovery code instead of the app: it works once.
    const laptop = await signInWithRecoveryCode(browser, user, recoveryCode);
    await signedIn(laptop);

    const again = await signInWithRecoveryCode(browser, user, recoveryCode);
    await expect(again.getByText('That recovery code is not valid or has already been used.')).toBeVisible();
    await expect(again).toHaveURL(/\/login/);

    // New recovery codes need the password and replace the old ones.
    await page.reload();
    await expect(page.getByText('9 of 10 recovery codes left.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'New recovery codes' }).click();
    const renew = page.getByRole('dialog', { name: 'New recovery codes' });
    await renew.getByLabel('Password', { exact: true }).fill(user.password);
    await renew.getByRole('button', { name: 'Make new codes' }).click();
    await expect(renew.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await renew.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('10 of 10 recovery codes left.', { exact: false })).toBeVisible();

    // Turning it off needs the password.
    await page.getByRole('button', { name: 'Disable' }).click();
    const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    await off.getByLabel('Password', { exact: true }).fill('not the password');
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(off.getByText('Password is incorrect')).toBeVisible();
    await off.getByLabel('Password', { exact: true }).fill(user.password);
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
  });

  test('an administrator resets the two-factor sign-in of a user who lost their phone', async ({
    page,
    browser,
  }) => {
    // The user turns two-factor on (through the API, as the settings screen does).
    const phone = await newDevice(browser);
    const login = await phone.request.post('/api/1/auth/login', {
      data: { email: user.email, password: user.password, remember: false },
    });
    expect(login.status()).toBe(200);
    const setup = await phone.request.post('/api/1/auth/two-factor/setup');
    expect(setup.status()).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    const enable = await phone.request.post('/api/1/auth/two-factor/enable', {
      data: { code: totpCode(secret) },
    });
    expect(enable.status(), await enable.text()).toBe(200);

    const blocked = await newDevice(browser);
    await signInThroughForm(blocked, user.email, user.password);
    await expect(blocked.getByLabel('Authentication code')).toBeVisible();

    // The administrator resets it from the user's Edit form, confirming first.
    const edit = await openEditUserAsAdmin(page, user);
    await edit.getByRole('button', { name: 'Reset two-factor' }).click();
    const confirm = edit.getByRole('group', { name: 'Confirm two-factor reset' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await edit.getByRole('button', { name: 'Reset two-factor' }).click();
    await confirm.getByRole('button', { name: 'Turn it off' }).click();
    await expect(
      page.getByText(`Two-factor sign-in is off for ${user.name}.`, { exact: false }),
    ).toBeVisible();

    // The password alone signs the user in again.
    const laptop = await newDevice(browser);
    await signInThroughForm(laptop, user.email, user.password);
    await signedIn(laptop);
  });
});
