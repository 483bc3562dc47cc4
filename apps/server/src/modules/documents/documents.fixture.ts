import { everyActionOn } from '@freight/domain';
import type { TestApp } from '../../../test/test-app';
import { PDF_BYTES } from '../../../test/upload-fixtures';
import { uploadOne } from '../../../test/upload-helpers';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls of the documents tests: `/api/1` requests as a cookie's user, and the steps most tests take. */
export function documentsFixture(t: TestApp) {
  const call = (
    cookie: string,
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.call(method, url, cookie, payload, headers);

  /** A signed-in user holding every documents permission: their cookie. */
  const documentsUser = async () => (await t.signedInUser({ grants: everyActionOn(['documents']) })).cookie;

  const root = async (cookie: string) =>
    (await call(cookie, 'GET', '/folders/root')).json() as { id: number };

  const newFolder = async (cookie: string, name: string, parent?: number) => {
    const res = await call(cookie, 'POST', '/folders', { name, parent_folder_id: parent });
    if (res.statusCode !== 201) throw new Error(`folder: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number; folder_path: string; version: number };
  };

  const upload = (cookie: string, filename = 'invoice.pdf') =>
    uploadOne(t, cookie, { filename, content: PDF_BYTES, contentType: 'application/pdf' });

  const newDocument = async (cookie: string, folderId: number, filename = 'invoice.pdf') => {
    const file = await upload(cookie, filename);
    const res = await call(cookie, 'POST', '/documents', { folder_id: folderId, upload_id: file.id });
    if (res.statusCode !== 201) throw new Error(`document: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number; upload_id: number; file_url: string; version: number; name: string };
  };

  const newQuotation = async (cookie: string) => {
    const contact = await call(cookie, 'POST', '/contacts', { name: 'Nadia', email: 'nadia@atlas.example' });
    const today = new Date().toISOString().slice(0, 10);
    const res = await call(cookie, 'POST', '/quotations', {
      contact_id: contact.json().id,
      start_date: today,
      valid_until_date: today,
    });
    if (res.statusCode !== 201) throw new Error(`quotation: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number; quotation_number: string };
  };

  return { call, documentsUser, root, newFolder, upload, newDocument, newQuotation };
}
