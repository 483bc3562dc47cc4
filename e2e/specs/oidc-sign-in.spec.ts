import { expect, test } from '@playwright/test';
import { startTestOidcProvider, type TestOidcProvider } from '../../apps/server/test/oidc-test-provider';
import { ADMIN, signInThroughApi } from '../support/auth';

// A real OpenID Connect provider (oidc-provider) on 127.0.0.1, registered as 'Test IdP' by an administrator on
// Settings → Single sign-on; the person it signs in has a verified e-mail equal to a ShipDesk account's, so the
// first use links them.
let idp: TestOidcProvider;
let providerUrl: string;
const EMAIL = `carmen.ruiz.${Date.now()}@example.es`;

test.beforeAll(async ({ playwright, baseURL, browser }) => {
  test.setTimeout(90_000);
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/1/auth/login', { data: { ...ADMIN, remember: false } });
  expect(login.status()).toBe(200);
  const user = await admin.post('/api/1/users', {
    data: {
      email: EMAIL,
      first_name: 'Carmen',
      last_name: 'Ruiz',
      company: 'Transportes Ruiz',
      password: 'una-contraseña-larga-2026',
      role: 'user',
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  idp = await startTestOidcProvider(
    async (issuer) => {
      const settings = await browser.newPage({ baseURL });
      await signInThroughApi(settings.request);
      await settings.goto('/settings?tab=single-sign-on');
      await settings.getByRole('button', { name: 'Add provider' }).click();
      const dialog = settings.getByRole('dialog', { name: 'Add sign-in provider' });
      await dialog.getByLabel('Issuer URL').fill(issuer);
      await dialog.getByLabel('Client ID').fill('shipdesk');
      await dialog.getByLabel('Button label').fill('Test IdP');
      await dialog.getByRole('button', { name: 'Add provider' }).click();
      await expect(dialog).toBeHidden();
      const row = settings.getByRole('row', { name: /Test IdP/ });
      const redirectUri = (await row.locator('code').textContent()) ?? '';
      expect(redirectUri).toMatch(/\/api\/1\/auth\/oidc\/\d+\/callback$/);
      providerUrl = `/api/1/identity_providers/${redirectUri.split('/').at(-2)}`;
      await settings.close();
      return [redirectUri];
    },
    { publicClient: true },
  );
  idp.signInAs({ sub: 'carmen-1', email: EMAIL, email_verified: true, given_name: 'Carmen' });
  await admin.dispose();
});

// Other specs' login pages share this server: the provider goes with the spec.
test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await admin.post('/api/1/auth/login', { data: { ...ADMIN, remember: false } });
  if (providerUrl) await admin.delete(providerUrl);
  await admin.dispose();
  await idp?.close();
});

test("'Continue with Test IdP' signs in and returns to the page asked for", async ({ page }) => {
  await page.goto('/login?next=%2Fcontacts');
  await page.getByRole('link', { name: 'Continue with Test IdP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  const me = await page.request.get('/api/1/auth/me');
  expect((await me.json()).user.email).toBe(EMAIL);
});
