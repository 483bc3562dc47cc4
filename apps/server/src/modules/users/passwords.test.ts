import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASHES_AT_ONCE, passwordHashing, verifyPassword } from './passwords';

// The test helpers store their users' password at a low argon2 cost to save time (apps/server/test/test-app.ts);
// this pins what every password set through the app gets.
describe('password hashing', () => {
  it('stores argon2id at the production cost: 19 MiB of memory, 2 passes, 1 lane', async () => {
    const stored = await hashPassword('a much longer passphrase');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'a much longer passphrase')).toBe(true);
    expect(await verifyPassword(stored, 'a much longer passphrasE')).toBe(false);
  });

  it('matches no password against an account without one (signed up through an identity provider)', async () => {
    expect(await verifyPassword(null, '')).toBe(false);
  });

  it('checks a burst of sign-ins two at a time: those beyond wait, the right password is let in, a wrong one refused', async () => {
    const stored = await hashPassword('the right passphrase');
    const attempts = ['the right passphrase', 'a wrong passphrase'].flatMap((password) =>
      Array(3).fill(password),
    );
    const checks = attempts.map((password) => verifyPassword(stored, password));
    // Every check has been handed to the limit by now: two run, the others wait.
    expect(passwordHashing.running()).toBe(PASSWORD_HASHES_AT_ONCE);
    expect(passwordHashing.waiting()).toBe(attempts.length - PASSWORD_HASHES_AT_ONCE);

    expect(await Promise.all(checks)).toEqual([true, true, true, false, false, false]);
    expect([passwordHashing.running(), passwordHashing.waiting()]).toEqual([0, 0]);
  });
});
