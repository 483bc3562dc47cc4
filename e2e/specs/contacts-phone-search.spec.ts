import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { searchContactsFor, seedContacts, tableRows, uniqueTag } from '../support/contacts';

// A phone number is found however it is typed: the search compares digits, not punctuation. Each test uses
// its own random digits, so the other worker's contacts never match.

/** Seven random digits as one contact's number, '+1 (ddd) ddd-dddd', and a search typed another way. */
function randomPhone() {
  const d = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
  return {
    phone: `+1 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}000`,
    typed: `${d.slice(0, 3)} ${d.slice(3, 6)}`,
  };
}

const options = (page: Page) => page.getByRole('listbox').getByRole('option');

signInBeforeEach(60_000);

test('the contacts search finds +1 (ddd) ddd-dddd from "ddd ddd"', async ({ page }) => {
  const tag = uniqueTag();
  const { phone, typed } = randomPhone();
  await seedContacts(page.request, [{ name: 'Ada', last_name: tag, phone_number: phone }]);
  await page.goto('/contacts');
  await searchContactsFor(page, typed);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`Ada ${tag}`);
  await expect(tableRows(page).first()).toContainText(phone);
});

test('the contact picker finds a contact by phone digits typed with other punctuation', async ({ page }) => {
  const tag = uniqueTag();
  const { phone, typed } = randomPhone();
  await seedContacts(page.request, [
    { name: 'Grace', last_name: tag, phone_number: phone },
    // Listed before any search (the picker opens on the first contacts), but not a match.
    { name: 'Alan', last_name: tag, phone_number: '+44 20 7946 0018' },
  ]);
  await page.goto('/quotations/new');
  const picker = page.getByRole('combobox', { name: 'Contact' });
  await picker.click();
  await picker.pressSequentially(typed.replace(' ', '-'), { delay: 30 });
  await expect(options(page).filter({ hasText: tag })).toHaveText([new RegExp(`Grace ${tag}`)]);
  await options(page).filter({ hasText: tag }).click();
  await expect(picker).toHaveValue(`Grace ${tag}`);
});
