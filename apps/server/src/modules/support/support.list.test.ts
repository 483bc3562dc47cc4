import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentStatements } from '../../../test/sent-statements';
import { idsWhere, setTimestamps, sortOrderProblems } from '../../../test/sort-order';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { interactionList } from './support.list';

let t: TestApp;
let admin: string;
let ada: number;
let bob: number;
const seeded: Record<string, number> = {};

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/1/client_interactions?${query}`, headers: { cookie: admin } });
const ids = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((row) => row.id);
};
const idsOf = (...names: string[]) => names.map((name) => seeded[name]!);

// Five interactions on known dates: enough for every filter to keep some and drop others.
const SEEDS = {
  lateContainer: [
    '2026-11-20',
    'ada',
    'WhatsApp',
    'Tracking',
    'Open',
    'Inbound',
    'Late container',
    'Where is MSCU 1?',
  ],
  santosRates: [
    '2026-11-22',
    'bob',
    'Calls',
    'Sales',
    'Follow-up Required',
    'Outbound',
    'Rates to Santos',
    'Two 40ft high cubes',
  ],
  damagedPallet: [
    '2026-11-22',
    'ada',
    'Email',
    'Claim',
    'Resolved',
    'Inbound',
    'Damaged pallet',
    'Corner broken on arrival',
  ],
  customsDocs: [
    '2026-10-31',
    'bob',
    'Email',
    'Information',
    'Closed',
    'Inbound',
    'Customs papers',
    'Which documents for the container?',
  ],
  portalLogin: [
    '2026-12-01',
    'ada',
    'On site',
    'Support',
    'In Progress',
    'Outbound',
    'Portal login',
    'Reset the account',
  ],
} as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
  const contact = async (name: string, company: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/1/contacts',
        headers: { cookie: admin },
        payload: { name, company_name: company },
      })
    ).json().id as number;
  ada = await contact('Ada', 'Engines Ltd');
  bob = await contact('Bob', 'Rope Co');
  for (const [name, [date, who, channel, category, status, type, subject, description]] of Object.entries(
    SEEDS,
  )) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/1/client_interactions',
      headers: { cookie: admin },
      payload: {
        date,
        contact_id: who === 'ada' ? ada : bob,
        channel,
        category,
        status,
        interaction_type: type,
        subject,
        description,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    seeded[name] = res.json().id;
  }
});
afterAll(async () => {
  await t.close();
});

describe('the interactions list', () => {
  it('answers {data, total, limit, offset}, 100 per page by default, newest date first, then newest id', async () => {
    const res = await get('');
    expect(res.json()).toMatchObject({ total: 5, limit: 100, offset: 0 });
    expect(res.json().data.map((row: { id: number }) => row.id)).toEqual(
      idsOf('portalLogin', 'damagedPallet', 'santosRates', 'lateContainer', 'customsDocs'),
    );
    expect(res.json().data[0]).toMatchObject({
      contact_name: 'Ada',
      contact_company: 'Engines Ltd',
      subject: 'Portal login',
    });
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const res = await get('limit=2&offset=2');
    expect(res.json()).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect(res.json().data.map((row: { id: number }) => row.id)).toEqual(
      idsOf('santosRates', 'lateContainer'),
    );
    expect((await get('limit=8&offset=8')).json()).toMatchObject({ data: [], total: 5 });
  });

  it.each([
    ['channel=Email', ['damagedPallet', 'customsDocs']],
    ['category=Sales', ['santosRates']],
    ['status=Resolved', ['damagedPallet']],
    ['interaction_type=Outbound', ['portalLogin', 'santosRates']],
    ['channel=Email&status=Closed', ['customsDocs']],
    ['status=Open&status=Closed', ['lateContainer', 'customsDocs']],
    ['channel=On%20site', ['portalLogin']],
    ['status=Follow-up%20Required', ['santosRates']],
  ])('filters by %s', async (query, expected) => {
    expect(await ids(query)).toEqual(idsOf(...expected));
  });

  it('filters by contact', async () => {
    expect(await ids(`contact_id=${bob}`)).toEqual(idsOf('santosRates', 'customsDocs'));
  });

  it('filters by an inclusive date range, either end open', async () => {
    expect(await ids('date_from=2026-11-20&date_to=2026-11-22')).toEqual(
      idsOf('damagedPallet', 'santosRates', 'lateContainer'),
    );
    expect(await ids('date_from=2026-11-22')).toEqual(idsOf('portalLogin', 'damagedPallet', 'santosRates'));
    expect(await ids('date_to=2026-10-31')).toEqual(idsOf('customsDocs'));
    expect(await ids('date_from=&date_to=')).toHaveLength(5);
    const res = await get('date_from=2026-11-22&limit=1');
    expect(res.json().total).toBe(3);
  });

  it('refuses a date that is not YYYY-MM-DD', async () => {
    const res = await get('date_from=22/11/2026');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ date_from: 'From date must be a valid date (YYYY-MM-DD)' });
  });

  it('searches subject and description without regard to case, and not other fields', async () => {
    expect(await ids('search=CONTAINER')).toEqual(idsOf('lateContainer', 'customsDocs'));
    expect(await ids('search=high%20cubes')).toEqual(idsOf('santosRates'));
    expect(await ids('search=Engines')).toEqual([]);
    expect(await ids('search=100%25')).toEqual([]);
  });

  it('combines search, filters and dates', async () => {
    expect(await ids('search=container&channel=Email&date_from=2026-10-01')).toEqual(idsOf('customsDocs'));
  });

  it('refuses unknown filters and bad values with 400', async () => {
    expect((await get('colour=red')).statusCode).toBe(400);
    expect((await get('contact_id=abc')).statusCode).toBe(400);
    expect((await get('order_by=description')).statusCode).toBe(400);
    expect((await get(`where=${encodeURIComponent("subject = 'x'; drop table contacts")}`)).statusCode).toBe(
      400,
    );
  });
});

describe('the CSV export', () => {
  it('answers every filtered row as CSV with a header, newest first, ignoring paging', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/1/client_interactions/export?channel=Email&limit=1',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="interactions-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,date,contact_name,contact_company,subject,description,channel,category,status,interaction_type,created_at',
    );
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      idsOf('damagedPallet', 'customsDocs'),
    );
  });

  it('answers 400 for a bad filter before any line is sent', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/1/client_interactions/export?colour=red',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unknown query parameter "colour"');
  });

  it('neutralises formula-like cells so a spreadsheet cannot run them', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/1/client_interactions',
      headers: { cookie: admin },
      payload: {
        contact_id: ada,
        subject: '=HYPERLINK("http://evil.example","click")',
        description: '+1 call, "urgent"',
        date: '2026-01-01',
      },
    });
    expect(made.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/1/client_interactions/export?date_to=2026-01-01',
      headers: { cookie: admin },
    });
    const row = res.body.trim().split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(row).toContain(`"'+1 call, ""urgent"""`);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/1/client_interactions/${made.json().id}`,
      headers: { cookie: admin },
    });
  });
});

// Last: it rewrites timestamps of the seeded rows.
describe('sorting', () => {
  it('sorts by every sortable column, ascending and descending', async () => {
    const rows = Object.values(seeded);
    await setTimestamps(t, 'client_interactions', {
      [seeded.lateContainer!]: { created: 3, updated: 1 },
      [seeded.santosRates!]: { created: 1, updated: 4 },
      [seeded.damagedPallet!]: { created: 4, updated: 2 },
      [seeded.customsDocs!]: { created: 2, updated: 5 },
      [seeded.portalLogin!]: { created: 5, updated: 3 },
    });
    const records = (await get(`where=${idsWhere(rows.map((id) => ({ id })))}`)).json().data;
    const problems = await sortOrderProblems({
      sortable: interactionList.sortable,
      rows: records,
      list: async (orderBy) => ids(`where=${idsWhere(records)}&order_by=${encodeURIComponent(orderBy)}`),
    });
    expect(problems).toEqual([]);
  });
});

describe('the Support table at scale', () => {
  const columns =
    'date,contact_name,contact_company,subject,channel,category,status,interaction_type,version';

  it('answers only the selected columns, and the id', async () => {
    const { data } = (await get(`select=${columns}`)).json();
    expect(data).toHaveLength(5);
    for (const row of data) expect(Object.keys(row).sort()).toEqual(['id', ...columns.split(',')].sort());
  });

  it('refuses an unknown column in select with 400', async () => {
    const res = await get('select=subject,attachments');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Unknown field "attachments" in select' },
    });
  });

  it('counts every match of search, filters and dates, also on a page past the end', async () => {
    expect((await get('search=container&limit=1&offset=1')).json()).toMatchObject({
      total: 2,
      data: [{ id: seeded.customsDocs }],
    });
    expect((await get('search=container&date_from=2026-11-01')).json()).toMatchObject({ total: 1 });
    expect((await get('channel=Email&offset=10')).json()).toEqual({
      data: [],
      total: 2,
      limit: 100,
      offset: 10,
    });
  });

  it('is one statement prepared once per kind of request, the filter values as values', async () => {
    const sent = await sentStatements(async () => {
      expect(await ids('channel=Email&date_from=2026-11-01')).toEqual(idsOf('damagedPallet'));
      expect(await ids('channel=Calls&date_from=2026-11-01')).toEqual(idsOf('santosRates'));
    });
    const lists = sent.filter((statement) => statement.text.includes('"list_ids"'));
    expect(lists).toHaveLength(2);
    expect(lists[0]!.name).toBeTruthy();
    expect(lists[1]!.name).toBe(lists[0]!.name);
    expect(lists[0]!.values).toEqual(expect.arrayContaining(['Email', '2026-11-01']));
    expect(lists[1]!.values).toEqual(expect.arrayContaining(['Calls', '2026-11-01']));
  });

  it('reads the page and its total in one statement', async () => {
    const statements = await t.recordStatements(async () => {
      const res = await get(`search=container&date_to=2026-12-31&status=Open&select=${columns}`);
      expect(res.json()).toMatchObject({ total: 1, data: [{ id: seeded.lateContainer }] });
    });
    const work = statements.filter((s) => !s.includes('"sessions"'));
    expect(work).toHaveLength(1);
    expect(work[0]).toMatch(/count\(\*\)/);
  });
});
