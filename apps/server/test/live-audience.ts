import type { AddressInfo } from 'node:net';
import type { ModuleName, PermissionName } from '@freight/domain';
import { expect } from 'vitest';
import { publishEvent } from '../src/platform/events/publish-event';
import { isChange, openEventStream, type SseConnection, type SseMessage } from './sse-client';
import type { TestApp, TestUserOptions } from './test-app';
import { PDF_BYTES } from './upload-fixtures';
import { uploadOne } from './upload-helpers';

type Grants = Partial<Record<ModuleName, PermissionName[]>>;
const ALL: PermissionName[] = ['view', 'create', 'edit', 'delete'];
const VIEW: PermissionName[] = ['view'];

/**
 * The listeners of the live-events matrix, each with one open `GET /api/1/events` stream over real HTTP:
 * - owner: every grant, creates the records (a private task or document is theirs);
 * - colleague: the view grant of every module, and no share of the owner's private records;
 * - collaborator: tasks view, added to the owner's collaborative task;
 * - teammate: tasks view, a member of the team the collaborative task is assigned to;
 * - tasksOnly: tasks view and nothing else;
 * - docsOnly: documents view and nothing else (no quotations view: a quotation's documents are not theirs);
 * - nobody: signed in without a grant;
 * - admin.
 */
const LISTENERS = [
  'owner',
  'colleague',
  'collaborator',
  'teammate',
  'tasksOnly',
  'docsOnly',
  'nobody',
  'admin',
] as const;
export type Listener = (typeof LISTENERS)[number];

const MODULES: ModuleName[] = ['contacts', 'quotations', 'support', 'tasks', 'documents'];
const GRANTS: Record<Listener, TestUserOptions> = {
  owner: { grants: Object.fromEntries(MODULES.map((m) => [m, ALL])) as Grants },
  colleague: { grants: Object.fromEntries(MODULES.map((m) => [m, VIEW])) as Grants },
  collaborator: { grants: { tasks: VIEW } },
  teammate: { grants: { tasks: VIEW } },
  tasksOnly: { grants: { tasks: VIEW } },
  docsOnly: { grants: { documents: VIEW } },
  nobody: {},
  admin: { role: 'admin' },
};

type Person = { id: number; cookie: string; stream: SseConnection };

/** The listeners signed in and listening, and what the matrix asks of them. */
export async function liveAudience(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const people = {} as Record<Listener, Person>;
  for (const name of LISTENERS) {
    const { user, cookie } = await t.signedInUser({ ...GRANTS[name], first_name: name });
    const stream = await openEventStream(base, cookie);
    await stream.waitFor((m) => m.retry !== undefined);
    people[name] = { id: user.id, cookie, stream };
  }

  const call = async (who: Listener, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    t.app.inject({
      method,
      url: `/api/1${url}`,
      payload: body,
      headers: { cookie: people[who].cookie },
    });
  /** A POST by the owner (or `who`) that must create: its answer. */
  const create = async (url: string, body: object, who: Listener = 'owner') => {
    const res = await call(who, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; version: number };
  };
  const remove = async (url: string) => {
    const res = await call('owner', 'DELETE', url);
    expect(res.statusCode, res.body).toBe(204);
  };
  const newDocument = async (folderId: number) => {
    const file = await uploadOne(t, people.owner.cookie, {
      filename: 'factura-ñandú.pdf',
      content: PDF_BYTES,
      contentType: 'application/pdf',
    });
    return create('/documents', { folder_id: folderId, upload_id: file.id });
  };

  /** Who answers 200 on the GET of `url`: who may read the record now. */
  const readers = async (url: string): Promise<Listener[]> => {
    const found: Listener[] = [];
    for (const name of LISTENERS) if ((await call(name, 'GET', url)).statusCode === 200) found.push(name);
    return found;
  };

  let markers = 0;
  /**
   * Runs `change`, then who heard a change of `kind` with that action (and id, when given) because of it: a
   * marker every listener hears is sent after it, so once every stream has the marker, every stream has had
   * its chance at the change.
   */
  const whoHears = async (
    change: () => Promise<unknown>,
    kind: string,
    action: string,
    id?: number,
  ): Promise<Listener[]> => {
    const before = new Map(LISTENERS.map((name) => [name, people[name].stream.messages.length]));
    await change();
    const marker = 800_000 + ++markers;
    const everyone = LISTENERS.map((name) => people[name].id);
    await publishEvent(t.db, { kind: 'notification', action: 'created', ids: [marker], user_ids: everyone });
    for (const name of LISTENERS) await people[name].stream.waitFor(isChange('notification', marker));
    const matches = (m: SseMessage) =>
      isChange(kind, id)(m) && (JSON.parse(m.data!) as { action: string }).action === action;
    return LISTENERS.filter((name) => people[name].stream.messages.slice(before.get(name)).some(matches));
  };

  /** The ids of the changes of `kind` each listener has heard so far. */
  const idsHeard = (name: Listener, kind: string) =>
    people[name].stream
      .changes()
      .filter((c) => (c as { kind: string }).kind === kind)
      .flatMap((c) => (c as { ids: number[] }).ids);

  const close = () => {
    for (const name of LISTENERS) people[name].stream.close();
  };
  return { people, call, create, remove, newDocument, readers, whoHears, idsHeard, close };
}
