import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TestApp } from '../../../test/test-app';

/** The text of each page of a PDF, as a reader's search finds it (pdf.js). */
export async function pdfPages(bytes: Buffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

/** Sets the company details as an admin. */
export async function setCompany(t: TestApp, adminCookie: string, fields: object) {
  const current = await t.app.inject({
    method: 'GET',
    url: '/api/1/company-profile',
    headers: { cookie: adminCookie },
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/1/company-profile',
    headers: { cookie: adminCookie, 'if-match': String(current.json().version) },
    payload: fields,
  });
  if (res.statusCode !== 200) throw new Error(`company not saved: ${res.body}`);
  return res.json();
}
