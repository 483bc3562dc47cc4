import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { documentsFixture } from './documents.fixture';

let t: TestApp;
let fx: ReturnType<typeof documentsFixture>;
let alice: string;
let bob: string;
let admin: string;
useTestApp(async (app) => {
  t = app;
  fx = documentsFixture(t);
  alice = await fx.documentsUser();
  bob = await fx.documentsUser();
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});

type FolderJson = { id: number; parent_folder_id: number | null; folder_path: string; version: number };
const folder = async (cookie: string, id: number) =>
  (await fx.call(cookie, 'GET', `/folders/${id}`)).json() as FolderJson;

/** Alice's tree /Documents/{name}/Inner/Deepest with a document in Deepest. */
async function tree(cookie: string, name: string) {
  const top = await fx.newFolder(cookie, name);
  const inner = await fx.newFolder(cookie, 'Inner', top.id);
  const deepest = await fx.newFolder(cookie, 'Deepest', inner.id);
  const doc = await fx.newDocument(cookie, deepest.id);
  return { top, inner, deepest, doc };
}

describe('moving a folder (PUT /folders/{id} with parent_folder_id)', () => {
  it('moves it with everything in it; the paths beneath are rewritten, nobody else’s', async () => {
    const { top, inner, deepest, doc } = await tree(alice, 'Clients');
    const archive = await fx.newFolder(alice, 'Archive');
    // Bob has folders at the very same paths: they stay as they are.
    const bobs = await tree(bob, 'Clients');
    const moved = await fx.call(alice, 'PUT', `/folders/${top.id}`, { parent_folder_id: archive.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      parent_folder_id: archive.id,
      folder_path: '/Documents/Archive/Clients',
      version: 2,
    });
    expect((await folder(alice, inner.id)).folder_path).toBe('/Documents/Archive/Clients/Inner');
    expect((await folder(alice, deepest.id)).folder_path).toBe('/Documents/Archive/Clients/Inner/Deepest');
    expect((await fx.call(alice, 'GET', `/documents/${doc.id}`)).json().folder_id).toBe(deepest.id);
    const archived = (await fx.call(alice, 'GET', `/folders/${archive.id}/contents`)).json();
    expect(archived.folders.map((f: FolderJson) => f.id)).toEqual([top.id]);
    expect((await fx.call(alice, 'GET', `/folders/${deepest.id}/contents`)).json().path).toEqual([
      expect.objectContaining({ name: 'Documents' }),
      { id: archive.id, name: 'Archive' },
      { id: top.id, name: 'Clients' },
      { id: inner.id, name: 'Inner' },
      { id: deepest.id, name: 'Deepest' },
    ]);
    expect((await folder(bob, bobs.deepest.id)).folder_path).toBe('/Documents/Clients/Inner/Deepest');

    // Back to the root, renamed on the way: one request, the paths follow both changes.
    const root = await fx.root(alice);
    const back = await fx.call(alice, 'PUT', `/folders/${top.id}`, {
      parent_folder_id: root.id,
      name: 'Customers',
    });
    expect(back.json()).toMatchObject({ parent_folder_id: root.id, folder_path: '/Documents/Customers' });
    expect((await folder(alice, deepest.id)).folder_path).toBe('/Documents/Customers/Inner/Deepest');
  });

  it('refuses a move into itself or any folder beneath it (400) and changes nothing', async () => {
    const { top, inner, deepest } = await tree(alice, 'Cycle');
    for (const target of [top.id, inner.id, deepest.id]) {
      const res = await fx.call(alice, 'PUT', `/folders/${top.id}`, { parent_folder_id: target });
      expect(res.statusCode, `into ${target}`).toBe(400);
      expect(res.json().error.fields.parent_folder_id).toBe(
        'A folder cannot be moved into itself or one of its own folders',
      );
    }
    const inward = await fx.call(alice, 'PUT', `/folders/${inner.id}`, {
      parent_folder_id: deepest.id,
      name: 'Renamed',
    });
    expect(inward.statusCode).toBe(400);
    expect(await folder(alice, top.id)).toMatchObject({ folder_path: '/Documents/Cycle', version: 1 });
    expect(await folder(alice, inner.id)).toMatchObject({
      parent_folder_id: top.id,
      folder_path: '/Documents/Cycle/Inner',
      version: 1,
    });
  });

  it('crossing moves at once cannot make a cycle: of each pair, one moves and the other is refused', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => [
        await fx.newFolder(alice, `Cross ${i} A`),
        await fx.newFolder(alice, `Cross ${i} B`),
      ]),
    );
    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => [
        fx.call(alice, 'PUT', `/folders/${a!.id}`, { parent_folder_id: b!.id }),
        fx.call(alice, 'PUT', `/folders/${b!.id}`, { parent_folder_id: a!.id }),
      ]),
    );
    for (let i = 0; i < pairs.length; i++) {
      const pair = [answers[2 * i]!.statusCode, answers[2 * i + 1]!.statusCode].sort();
      expect(pair, `pair ${i}`).toEqual([200, 400]);
    }
  });

  it("another user's folder as the target answers 404 and nothing changes; nor can Bob move Alice's", async () => {
    const mine = await fx.newFolder(alice, 'Stays');
    const bobs = await fx.newFolder(bob, 'Bob only');
    const res = await fx.call(alice, 'PUT', `/folders/${mine.id}`, { parent_folder_id: bobs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Folder not found');
    const unknown = await fx.call(alice, 'PUT', `/folders/${mine.id}`, { parent_folder_id: 99999999 });
    expect(unknown.statusCode).toBe(404);
    expect(await folder(alice, mine.id)).toMatchObject({ folder_path: '/Documents/Stays', version: 1 });
    expect((await fx.call(bob, 'GET', `/folders/${bobs.id}/contents`)).json().folders).toEqual([]);

    const bobRoot = await fx.root(bob);
    const theft = await fx.call(bob, 'PUT', `/folders/${mine.id}`, { parent_folder_id: bobRoot.id });
    expect(theft.statusCode).toBe(404);
    expect(await folder(alice, mine.id)).toMatchObject({ folder_path: '/Documents/Stays', version: 1 });
  });

  it('a system folder cannot be moved (403) and nothing moves into the shared Logistics or quotation folders', async () => {
    const root = await fx.root(admin);
    const own = await fx.newFolder(admin, 'Own');
    const refused = await fx.call(admin, 'PUT', `/folders/${root.id}`, { parent_folder_id: own.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('System folders cannot be moved');

    const q = await fx.newQuotation(admin);
    const quotationFolder = (await fx.call(admin, 'POST', `/quotations/${q.id}/document_folder`)).json();
    const logisticsId = quotationFolder.parent_folder_id as number;
    for (const system of [logisticsId, quotationFolder.id]) {
      const moveSystem = await fx.call(admin, 'PUT', `/folders/${system}`, { parent_folder_id: own.id });
      expect(moveSystem.statusCode).toBe(403);
      expect(moveSystem.json().error.message).toBe('System folders cannot be moved');
      const into = await fx.call(admin, 'PUT', `/folders/${own.id}`, { parent_folder_id: system });
      expect(into.statusCode).toBe(400);
      expect(into.json().error.fields.parent_folder_id).toBe('Choose one of your own folders');
    }
    // Without the quotations grants the shared folders are not there at all.
    const hidden = await fx.call(alice, 'PUT', `/folders/${(await fx.newFolder(alice, 'X')).id}`, {
      parent_folder_id: logisticsId,
    });
    expect(hidden.statusCode).toBe(404);
    expect(await folder(admin, own.id)).toMatchObject({ folder_path: '/Documents/Own', version: 1 });
    expect((await folder(admin, quotationFolder.id)).folder_path).toBe(quotationFolder.folder_path);
  });

  it('a stale If-Match answers 412 and the folder stays where it was', async () => {
    const { top, inner } = await tree(alice, 'Stale');
    const target = await fx.newFolder(alice, 'Elsewhere');
    const res = await fx.call(
      alice,
      'PUT',
      `/folders/${top.id}`,
      { parent_folder_id: target.id },
      { 'if-match': '7' },
    );
    expect(res.statusCode).toBe(412);
    expect((await folder(alice, inner.id)).folder_path).toBe('/Documents/Stale/Inner');
  });
});
