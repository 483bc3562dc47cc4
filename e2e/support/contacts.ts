import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface SeedContact {
  name: string;
  last_name?: string;
  company_name?: string;
  email?: string;
  phone_number?: string;
  status?: 'Active' | 'Inactive' | 'Pending';
}

/** Tests run in parallel against one server: each names its records with its own tag and filters by it. */
export const uniqueTag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Creates contacts through the API, as set-up for a test about something else. */
export async function seedContacts(request: APIRequestContext, contacts: SeedContact[]) {
  return Promise.all(
    contacts.map(async (data) => {
      const res = await request.post('/api/1/contacts', { data });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { id: number; version: number };
    }),
  );
}

/** Opens the filter panel and searches for `text`, as a user narrows the list. */
export async function searchContactsFor(page: Page, text: string) {
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeHidden();
}

/** The rows of the list's table; one definition serves every list screen (support/lists.ts). */
export { tableRows } from './lists';
