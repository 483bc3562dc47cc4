import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { seedContacts, uniqueTag } from '../support/contacts';
import { screenshotForReview } from '../support/screenshots';

// The top bar's search (docs/api.md, Global search). Each test names its records with its own tag, so the other
// worker's records never match.

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchInput = (page: Page) =>
  dialog(page).getByRole('combobox', { name: 'Search transactions or more' });
const searchBox = (page: Page) => page.getByRole('button', { name: 'Search transactions or more' });
const option = (page: Page, name: string | RegExp) => dialog(page).getByRole('option', { name });

async function seedTask(page: Page, title: string) {
  const res = await page.request.post('/api/1/tasks', { data: { title } });
  expect(res.status(), await res.text()).toBe(201);
}

signInBeforeEach(60_000);

test('Ctrl+K finds a contact by part of its name and opens it with the keyboard', async ({ page }) => {
  const tag = uniqueTag();
  await seedContacts(page.request, [
    {
      name: 'Marisol',
      last_name: `Quintero${tag}`,
      company_name: 'Harbour Lines',
      email: `m.${tag}@example.com`,
    },
  ]);
  await seedTask(page, `Call Marisol Quintero${tag} about the reefer`);
  await page.goto('/dashboard');
  await expect(searchBox(page)).toContainText(/Ctrl K|⌘K/);

  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).pressSequentially(`intero${tag}`);

  const contact = option(page, new RegExp(`^Marisol Quintero${tag}`));
  const task = option(page, new RegExp(`^Call Marisol Quintero${tag}`));
  await expect(contact).toBeVisible();
  await expect(task).toBeVisible();
  await expect(dialog(page).getByRole('group', { name: 'Contacts' })).toContainText('Harbour Lines');
  await expect(dialog(page).getByRole('group', { name: 'Tasks' })).toBeVisible();
  // The first hit is active; the arrows move down to the task and back up to the contact.
  await expect(contact).toHaveAttribute('aria-selected', 'true');
  await searchInput(page).press('ArrowDown');
  await expect(task).toHaveAttribute('aria-selected', 'true');
  await expect(contact).toHaveAttribute('aria-selected', 'false');
  await searchInput(page).press('ArrowUp');
  await expect(contact).toHaveAttribute('aria-selected', 'true');
  await searchInput(page).press('Enter');

  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/contacts\?q=/);
  const edit = page.getByRole('dialog', { name: 'Edit contact' });
  await expect(edit.getByLabel('First name')).toHaveValue('Marisol');
  await expect(edit.getByLabel('Last name')).toHaveValue(`Quintero${tag}`);
  // Behind it, the list shows that contact.
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
});

test('Ctrl+K opens the search inside another field, and the browser does not get it', async ({ page }) => {
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Filters' }).click();
  const field = page.getByRole('textbox', { name: 'Search' });
  await field.focus();
  // Records, after every handler has run, whether the key press reached the browser's own shortcut.
  await page.evaluate(() => {
    window.addEventListener('keydown', (event) => {
      setTimeout(() => document.body.setAttribute('data-ctrl-k-prevented', String(event.defaultPrevented)));
    });
  });
  await page.keyboard.press('Control+k');
  await expect(page.locator('body')).toHaveAttribute('data-ctrl-k-prevented', 'true');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('the dialog asks for 2 characters, says when nothing matches, and closes with Escape', async ({
  page,
}) => {
  const tag = uniqueTag();
  await page.goto('/task-manager');
  await searchBox(page).click();
  await expect(dialog(page)).toContainText('Type at least 2 characters');
  await searchInput(page).fill('x');
  await expect(dialog(page)).toContainText('Type at least 2 characters');
  await searchInput(page).fill(`nothing ${tag}`);
  await expect(dialog(page)).toContainText(`No results for "nothing ${tag}"`);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/task-manager$/);
});

test('a failed search says so and can be tried again', async ({ page }) => {
  const tag = uniqueTag();
  let fail = true;
  await page.route('**/api/1/search?**', (route) =>
    fail
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong' } }),
        })
      : route.continue(),
  );
  await page.goto('/dashboard');
  await searchBox(page).click();
  await searchInput(page).fill(`broken ${tag}`);
  await expect(dialog(page).getByRole('alert')).toContainText('Search failed');
  fail = false;
  await dialog(page).getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog(page)).toContainText(`No results for "broken ${tag}"`);
});

test('Enter on a task opens its card in the Task Manager', async ({ page }) => {
  const tag = uniqueTag();
  await seedTask(page, `Book feeder vessel ${tag}`);
  await page.goto('/contacts');
  await expect(searchBox(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await searchInput(page).fill(`feeder vessel ${tag}`);
  await expect(option(page, new RegExp(`Book feeder vessel ${tag}`))).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await searchInput(page).press('Enter');
  await expect(page).toHaveURL(/\/task-manager\?task=\d+/);
  const card = page.getByRole('article', { name: `Task: Book feeder vessel ${tag}`, exact: true });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-linked', 'true');
  await expect(card.getByRole('button', { name: `Collapse Book feeder vessel ${tag}` })).toBeVisible();
});

for (const width of [1366, 390]) {
  test(`the search box and dialog at ${width} px`, async ({ page }) => {
    const tag = uniqueTag();
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await seedContacts(page.request, [
      {
        name: 'Lorenzo',
        last_name: `Baptiste${tag}`,
        company_name: 'Blue Anchor Freight',
        email: `l.${tag}@x.com`,
      },
      { name: 'Baptiste', last_name: `Okafor${tag}`, company_name: 'Okafor Cargo', email: `b.${tag}@x.com` },
    ]);
    await seedTask(page, `Send Baptiste${tag} the rate sheet`);
    await page.goto('/dashboard');
    await expect(searchBox(page)).toBeVisible();
    await screenshotForReview(page, { path: `/tmp/global-search-box-${width}.png` });
    await searchBox(page).click();
    await searchInput(page).fill(`baptiste${tag}`);
    await expect(option(page, new RegExp(`Lorenzo Baptiste${tag}`))).toBeVisible();
    await expect(option(page, new RegExp(`Send Baptiste${tag}`))).toBeVisible();
    await screenshotForReview(page, { path: `/tmp/global-search-${width}.png` });
  });
}
