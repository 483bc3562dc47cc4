import { expect, test } from '@playwright/test';
import { startTestOidcProvider, type TestOidcProvider } from '../../apps/server/test/oidc-test-provider';
import { ADMIN } from '../support/auth';

// A real OpenID Connect provider (oidc-provider) on 127.0.0.1, registered in Settings as 'Test IdP' through the
// API; the person it signs in has a verified e-mail equal to a ShipDesk account's, so the first use links them.
let idp: TestOidcProvider;
let providerUrl: string;
const EMAIL = `carmen.ruiz.${Date.now()}@example.es`;

test.beforeAll(async ({ playwright, baseURL }) => {
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
      const created = await admin.post('/api/1/identity_providers', {
        data: { issuer, client_id: 'shipdesk', label: 'Test IdP' },
      });
      expect(created.status(), await created.text()).toBe(201);
      providerUrl = `/api/1/identity_providers/${(await created.json()).id}`;
      return [(await created.json()).redirect_uri];
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
