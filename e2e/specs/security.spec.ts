import { expect, test } from '@playwright/test';
import { ADMIN, signInThroughApi, signInThroughForm } from '../support/auth';

test('no credential is in the web bundle', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const scripts = [...html.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const js = await (await request.get(src)).text();
    expect(js).not.toContain(ADMIN.password);
    expect(js).not.toContain(ADMIN.email);
    expect(js).not.toMatch(/password_hash|ADMIN_PASSWORD|AI_API_KEY/);
  }
});

test('a deactivated account is told so at sign-in', async ({ page }) => {
  await signInThroughApi(page.request);
  const email = `deactivated-${Date.now()}@example.com`;
  const created = await page.request.post('/api/1/users', {
    data: {
      email,
      password: 'a-good-password',
      first_name: 'Dee',
      last_name: 'Activated',
      company: 'ShipDesk',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect((await page.request.put(`/api/1/users/${id}`, { data: { is_active: false } })).status()).toBe(200);
  await page.request.post('/api/1/auth/logout');
  await signInThroughForm(page, email, 'a-good-password');
  await expect(page.getByRole('alert')).toContainText('Account is deactivated');
  await expect(page).toHaveURL(/\/login/);
});

test('a plain user sees User in the menu and no Diagnostics', async ({ page }) => {
  await signInThroughApi(page.request);
  const email = `plain-${Date.now()}@example.com`;
  await page.request.post('/api/1/users', {
    data: {
      email,
      password: 'a-good-password',
      first_name: 'Robin',
      last_name: 'Plain',
      company: 'ShipDesk',
    },
  });
  await page.request.post('/api/1/auth/logout');
  await signInThroughForm(page, email, 'a-good-password');
  await expect(page).toHaveURL(/\/pending-quotations$/);
  const menu = page.getByRole('button', { name: 'User menu' });
  await expect(menu).toContainText('Robin Plain');
  await expect(menu).toContainText('RP');
  await expect(menu).toContainText('User');
  await expect(menu).not.toContainText('Administrator');
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Diagnostics' })).toHaveCount(0);
  const forbidden = await page.request.get('/api/1/users');
  expect(forbidden.status()).toBe(403);
});
