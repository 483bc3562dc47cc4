import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { screenshotForReview } from '../support/screenshots';

/** Settings → API tokens (docs/api.md, API tokens): create, use from a script, revoke. */

signInBeforeEach(90_000);

test('a token created in Settings reads the API as a script, and stops at once when revoked', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/settings?tab=api-tokens');
  await page.getByLabel('Token name').fill('Contabilidad sync');
  await page.getByRole('checkbox', { name: 'contacts:view' }).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByTestId('new-api-token');
  await expect(shown).toHaveText(/^sdk_/);
  const token = (await shown.textContent())!.trim();
  await screenshotForReview(page, { path: test.info().outputPath('api-token-created.png'), fullPage: true });

  // A script: no cookie, only the header.
  const script = await playwright.request.newContext({ baseURL });
  const headers = { authorization: `Bearer ${token}` };
  expect((await script.get('/api/1/contacts', { headers })).status()).toBe(200);
  expect((await script.get('/api/1/users', { headers })).status()).toBe(403);

  const table = page.getByRole('table', { name: 'API tokens' });
  await expect(table.getByText('Contabilidad sync')).toBeVisible();
  await page.getByRole('button', { name: 'Revoke Contabilidad sync' }).click();
  await expect(table).toBeHidden();
  expect((await script.get('/api/1/contacts', { headers })).status()).toBe(401);
  await script.dispose();
});
