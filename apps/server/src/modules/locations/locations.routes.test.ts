import type { Location } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';

let t: TestApp;
let staff: string;

useTestApp(async (app) => {
  t = app;
  // A user with no grants at all: the lists are for anyone signed in.
  staff = (await t.signedInUser({ role: 'user', grants: {} })).cookie;
});

async function search(query: string, cookie = staff) {
  return t.app.inject({ method: 'GET', url: `/api/1/locations?${query}`, headers: { cookie } });
}

async function codes(query: string): Promise<string[]> {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Location[]).map((location) => location.code);
}

describe('GET /api/1/locations', () => {
  it('answers the full list, shipped with the server', async () => {
    const { rows } = await t.pool.query<{ unlocode: number; airports: number }>(
      `select count(*) filter (where source = 'unlocode')::int as unlocode,
              count(*) filter (where source = 'iata')::int as airports from locations`,
    );
    expect(rows[0]!.unlocode).toBeGreaterThan(115_000);
    expect(rows[0]!.airports).toBeGreaterThan(3_000);
  });

  it('answers a location with its name, country and kind', async () => {
    const res = await search('q=DEHAM');
    expect(res.json()[0]).toEqual({
      code: 'DEHAM',
      name: 'Hamburg',
      country: 'DE',
      country_name: 'Germany',
      kind: 'port',
      iata: 'HAM',
      unlocode: 'DEHAM',
      subdivision: 'HH',
    });
  });

  it('ranks the exact code first, then names that start with the text, then word starts, then similar names', async () => {
    const found = await codes('q=hamburg&kind=any&limit=50');
    // Ports and airports before other places of the same name ('Hamburg' in the United States).
    expect(found[0]).toBe('DEHAM');
    expect(found.indexOf('HAM')).toBeLessThan(found.indexOf('USH9G'));
    const res = await search('q=hamburg&limit=50');
    const names = (res.json() as Location[]).map((l) => l.name.toLowerCase());
    const firstWordStart = names.findIndex((name) => !name.startsWith('hamburg'));
    // 'Wentorf bei Hamburg' (a word starts with it) comes after every name that starts with it.
    expect(names.slice(0, firstWordStart).every((name) => name.startsWith('hamburg'))).toBe(true);
    expect(names.slice(firstWordStart).some((name) => name.startsWith('hamburg'))).toBe(false);
    // A typo still finds the place (trigram similarity).
    expect(await codes('q=hamburk&kind=port')).toContain('DEHAM');
  });

  it('puts an exact code before a name that starts with it', async () => {
    expect((await codes('q=HAM&kind=airport'))[0]).toBe('HAM');
    expect((await codes('q=rtm&kind=any'))[0]).toBe('RTM');
    expect((await codes('q=NLRTM'))[0]).toBe('NLRTM');
  });

  it('narrows to ports or airports', async () => {
    const ports = await search('q=frankfurt&kind=port&limit=50');
    expect((ports.json() as Location[]).every((l) => l.kind === 'port')).toBe(true);
    // A port search for an airport code offers the port of the same city.
    expect((await codes('q=HAM&kind=port'))[0]).toBe('DEHAM');
    const airports = await codes('q=frankfurt&kind=airport&limit=50');
    expect(airports).toContain('FRA');
    expect(airports).not.toContain('DEHAM');
  });

  it('finds accented names with or without the accents, and Spanish and Arabic-country places', async () => {
    expect(await codes('q=Düsseldorf&kind=airport')).toContain('DUS');
    expect(await codes('q=dusseldorf&kind=any')).toContain('DEDUS');
    expect(await codes('q=algeciras&kind=port')).toContain('ESALG');
    expect(await codes('q=jeddah&kind=port')).toContain('SAJED');
  });

  it('answers at most `limit`, 20 unless asked', async () => {
    expect(await codes('q=san')).toHaveLength(20);
    expect(await codes('q=san&limit=3')).toHaveLength(3);
    expect(await codes('q=a&limit=50')).toHaveLength(50);
  });

  it('refuses a missing text, an unknown kind and a limit out of range', async () => {
    const missing = await search('kind=port');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.q).toBe('Search text is required');
    const kind = await search('q=ham&kind=rail');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.fields.kind).toBe('Kind must be port, airport or any');
    const limit = await search('q=ham&limit=51');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().error.fields.limit).toBeDefined();
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/1/locations?q=ham' });
    expect(res.statusCode).toBe(401);
  });

  it('loads the lists once: another start finds the edition recorded', async () => {
    const { loadLocations } = await import('./locations-loader');
    const client = await t.pool.connect();
    try {
      expect(await loadLocations(client)).toEqual({ loaded: false, rows: 0 });
    } finally {
      client.release();
    }
  });
});
