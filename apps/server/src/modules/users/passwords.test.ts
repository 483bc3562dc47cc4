import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

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
});
