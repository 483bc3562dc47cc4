import { type ModuleName, PERMISSION_NAMES, type PermissionName } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantPermissions } from '../../../test/grants';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { documentsFixture, type Method } from './documents.fixture';

/**
 * Every documents route against the grants: one's own library goes by the documents grants; without the
 * grant a route answers 403 and changes nothing, with it the call goes through.
 */
let t: TestApp;
let fx: ReturnType<typeof documentsFixture>;
useTestApp(async (app) => {
  t = app;
  fx = documentsFixture(t);
});

type Grants = Partial<Record<ModuleName, PermissionName[]>>;
const ALL: PermissionName[] = [...PERMISSION_NAMES];

interface Case {
  name: string;
  needs: PermissionName;
  request: (ids: {
    folder: number;
    doc: number;
    version: number;
    share: number;
    upload: number;
    root: number;
  }) => [Method, string, object?];
  ok: number;
}

const CASES: Case[] = [
  { name: 'GET /folders/root', needs: 'view', request: () => ['GET', '/folders/root'], ok: 200 },
  { name: 'GET /folders', needs: 'view', request: () => ['GET', '/folders'], ok: 200 },
  { name: 'GET /folders/:id', needs: 'view', request: (i) => ['GET', `/folders/${i.folder}`], ok: 200 },
  {
    name: 'GET /folders/:id/contents',
    needs: 'view',
    request: (i) => ['GET', `/folders/${i.folder}/contents`],
    ok: 200,
  },
  {
    name: 'GET /folders/:id/item_count',
    needs: 'view',
    request: (i) => ['GET', `/folders/${i.folder}/item_count`],
    ok: 200,
  },
  { name: 'POST /folders', needs: 'create', request: () => ['POST', '/folders', { name: 'New' }], ok: 201 },
  {
    name: 'PUT /folders/:id',
    needs: 'edit',
    request: (i) => ['PUT', `/folders/${i.folder}`, { name: 'Renamed' }],
    ok: 200,
  },
  { name: 'GET /documents', needs: 'view', request: () => ['GET', '/documents'], ok: 200 },
  { name: 'GET /documents/:id', needs: 'view', request: (i) => ['GET', `/documents/${i.doc}`], ok: 200 },
  {
    name: 'POST /documents',
    needs: 'create',
    request: (i) => ['POST', '/documents', { folder_id: i.root, upload_id: i.upload }],
    ok: 201,
  },
  {
    name: 'PUT /documents/:id',
    needs: 'edit',
    request: (i) => ['PUT', `/documents/${i.doc}`, { name: 'b.pdf' }],
    ok: 200,
  },
  {
    name: 'GET /document_versions',
    needs: 'view',
    request: (i) => ['GET', `/document_versions?document_id=${i.doc}`],
    ok: 200,
  },
  {
    name: 'POST /document_versions',
    needs: 'edit',
    request: (i) => ['POST', '/document_versions', { document_id: i.doc, upload_id: i.upload }],
    ok: 201,
  },
  {
    name: 'POST /document_versions/:id/restore',
    needs: 'edit',
    request: (i) => ['POST', `/document_versions/${i.version}/restore`, {}],
    ok: 201,
  },
  {
    name: 'GET /document_shares',
    needs: 'edit',
    request: (i) => ['GET', `/document_shares?document_id=${i.doc}`],
    ok: 200,
  },
  {
    name: 'POST /document_shares',
    needs: 'edit',
    request: (i) => ['POST', '/document_shares', { document_id: i.doc }],
    ok: 201,
  },
  {
    name: 'PUT /document_shares/:id',
    needs: 'edit',
    request: (i) => ['PUT', `/document_shares/${i.share}`, { revoked: true }],
    ok: 200,
  },
  {
    name: 'DELETE /document_shares/:id',
    needs: 'edit',
    request: (i) => ['DELETE', `/document_shares/${i.share}`],
    ok: 204,
  },
  {
    name: 'DELETE /documents/:id',
    needs: 'delete',
    request: (i) => ['DELETE', `/documents/${i.doc}`],
    ok: 204,
  },
  {
    name: 'DELETE /folders/:id',
    needs: 'delete',
    request: (i) => ['DELETE', `/folders/${i.folder}`],
    ok: 204,
  },
];

/** A user holding `grants` with a folder, a document (2 versions), a share and a fresh upload of their own. */
async function setUp(grants: Grants) {
  const user = await t.createUser({ grants: { documents: ALL } });
  const cookie = await t.login(user.email);
  const root = await fx.root(cookie);
  const folder = await fx.newFolder(cookie, 'Folder');
  const doc = await fx.newDocument(cookie, folder.id, 'a.pdf');
  const v2 = await fx.upload(cookie);
  const version = (
    await fx.call(cookie, 'POST', '/document_versions', { document_id: doc.id, upload_id: v2.id })
  ).json();
  const share = (await fx.call(cookie, 'POST', '/document_shares', { document_id: doc.id })).json();
  const upload = await fx.upload(cookie);
  await t.db.execute(sql`delete from user_module_permissions where user_id = ${user.id}`);
  await grantPermissions(t.db, user.id, grants);
  const ids = {
    folder: folder.id,
    doc: doc.id,
    version: version.id,
    share: share.id,
    upload: upload.id,
    root: root.id,
  };
  return { cookie: await t.login(user.email), ids };
}

describe('documents permissions matrix', () => {
  for (const c of CASES) {
    it(`${c.name}: 403 without documents:${c.needs}, ${c.ok} with it`, async () => {
      const others = ALL.filter((p) => p !== c.needs);
      const without = await setUp({ documents: others });
      const [m1, u1, b1] = c.request(without.ids);
      const refused = await fx.call(without.cookie, m1, u1, b1);
      expect(refused.statusCode).toBe(403);
      const withIt = await setUp({ documents: [c.needs] });
      const [m2, u2, b2] = c.request(withIt.ids);
      const res = await fx.call(withIt.cookie, m2, u2, b2);
      expect(res.statusCode, res.body).toBe(c.ok);
    });
  }
});
