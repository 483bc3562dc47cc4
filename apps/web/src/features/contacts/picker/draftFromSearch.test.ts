import { describe, expect, it } from 'vitest';
import { draftFromSearch } from './draftFromSearch';

describe('draftFromSearch', () => {
  it('carries what was searched into the likely field', () => {
    expect(draftFromSearch('')).toEqual({});
    expect(draftFromSearch(' ada@example.com ')).toEqual({ email: 'ada@example.com' });
    expect(draftFromSearch('+44 (20) 7946-0958')).toEqual({ phone_number: '+44 (20) 7946-0958' });
    expect(draftFromSearch('Ada King Lovelace')).toEqual({ name: 'Ada', last_name: 'King Lovelace' });
  });
});
