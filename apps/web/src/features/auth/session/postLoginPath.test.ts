import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, loginPathFor, postLoginPath } from './postLoginPath';

describe('postLoginPath', () => {
  it('returns the remembered path with its query string', () => {
    expect(postLoginPath('?next=%2Fcontacts%3Fpage%3D2')).toBe('/contacts?page=2');
  });

  it('goes to Pending Quotations when nothing was remembered', () => {
    expect(postLoginPath('')).toBe(DEFAULT_AFTER_LOGIN);
    expect(DEFAULT_AFTER_LOGIN).toBe('/pending-quotations');
  });

  it('refuses other sites, so a crafted link cannot redirect off ShipDesk', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'contacts']) {
      expect(postLoginPath(`?next=${encodeURIComponent(next)}`)).toBe(DEFAULT_AFTER_LOGIN);
    }
  });

  it('does not send the user back to the login page', () => {
    expect(postLoginPath('?next=%2Flogin')).toBe(DEFAULT_AFTER_LOGIN);
  });
});

describe('loginPathFor', () => {
  it('remembers pathname and search in ?next=', () => {
    expect(loginPathFor('/support/edit/7', '?tab=files')).toBe(
      '/login?next=%2Fsupport%2Fedit%2F7%3Ftab%3Dfiles',
    );
  });

  it('remembers nothing for the bare root', () => {
    expect(loginPathFor('/', '')).toBe('/login');
  });
});
