import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { waitForMail } from '../support/mailbox';
import { screenshotForReview } from '../support/screenshots';

/** Inviting a colleague (docs/api.md, Invitations): the e-mailed link sets a password and lands in the app. */

signInBeforeEach(120_000);

test('an invited colleague sets a password with the e-mailed link and lands in the app signed in', async ({
  page,
  browser,
}) => {
  const email = `invited-${Date.now()}@forwarder.example`;
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Manage Users' }).click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  await page.getByRole('dialog', { name: 'Invite user' }).getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('invitation-link')).toBeVisible();

  const mail = await waitForMail(page.request, email, 'invited you to ShipDesk');
  const link = mail.text.match(/https?:\/\/\S+\/invite\/\S+/)![0];
  const colleague = await browser.newPage();
  await colleague.goto(link);
  await expect(colleague.getByText(`(${email})`)).toBeVisible();
  await colleague.getByLabel('First name').fill('Nadia');
  await colleague.getByLabel('Last name').fill('Al-Farsi');
  await colleague.locator('input[name="password"]').fill('un mot de passe assez long');
  await colleague.locator('input[name="confirm_password"]').fill('un mot de passe assez long');
  await screenshotForReview(colleague, {
    path: test.info().outputPath('invitation-page.png'),
    fullPage: true,
  });
  await colleague.getByRole('button', { name: 'Join ShipDesk' }).click();
  await expect(colleague.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 30_000,
  });
  await colleague.close();
});
