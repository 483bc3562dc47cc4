import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * A real IATA airport code picked at random from the shipped list, so that parallel runs pricing from rate
 * cards of their own lane do not meet (lanes must be real places now).
 */
export async function randomAirportCode(request: APIRequestContext): Promise<string> {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  for (;;) {
    const res = await request.get(`/api/1/locations?q=${letter()}&kind=airport&limit=50`);
    expect(res.status()).toBe(200);
    const codes = ((await res.json()) as { code: string }[])
      .map((location) => location.code)
      .filter((code) => code.length === 3);
    if (codes.length > 0) return codes[Math.floor(Math.random() * codes.length)]!;
  }
}

/** Types `code` into a location picker and picks it from the server's answers (keyboard: Enter). */
export async function pickLocation(page: Page, scope: Page | Locator, label: string, code: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(code);
  await expect(
    page
      .getByRole('listbox', { name: `${label} options` })
      .getByRole('option')
      .first(),
  ).toContainText(code);
  await input.press('Enter');
  await expect(input).toHaveValue(new RegExp(`^${code} — `));
}
