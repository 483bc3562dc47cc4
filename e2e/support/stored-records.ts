import { expect } from '@playwright/test';

/**
 * Waits until the record, read again through the API on each try, holds `expected` in each of those fields: a
 * save on blur, or the choice made on a conflict, reaches the server a moment after the screen shows it.
 */
export async function expectStoredFields<T extends object>(read: () => Promise<T>, expected: Partial<T>) {
  await expect
    .poll(async () => {
      const stored = await read();
      return Object.fromEntries(Object.keys(expected).map((field) => [field, stored[field as keyof T]]));
    })
    .toEqual(expected);
}
