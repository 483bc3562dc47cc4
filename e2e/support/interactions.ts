/// <reference lib="dom" />
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface SeedInteraction {
  contact_id: number;
  subject: string;
  description?: string;
  date?: string;
  channel?: string;
  category?: string;
  status?: string;
  interaction_type?: string;
  attachment_ids?: number[];
}

export interface SavedInteraction {
  id: number;
  version: number;
  subject: string;
  attachments: { id: number; upload_id: number; original_name: string; file_url: string }[];
}

/** Creates interactions through the API, as set-up for a test about something else. */
export async function seedInteractions(request: APIRequestContext, interactions: SeedInteraction[]) {
  const saved: SavedInteraction[] = [];
  // One after another, so ids (the tie-break of the date order) follow the list's order.
  for (const data of interactions) {
    const res = await request.post('/api/1/client_interactions', {
      data: { description: 'Seeded for a test', ...data },
    });
    expect(res.status(), await res.text()).toBe(201);
    saved.push(await res.json());
  }
  return saved;
}

/** Today in the browser's calendar (the same machine runs the server and the browser). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Makes a real PNG in the page (a canvas drawing) and drops it on the element, as a file dragged from the
 * desktop arrives: a drop event whose DataTransfer holds the file.
 */
export async function dropImage(page: Page, target: string, name: string) {
  const dataTransfer = await page.evaluateHandle(async (fileName) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1c7ed6';
    context.fillRect(0, 0, 480, 300);
    context.fillStyle = '#ffd43b';
    context.fillRect(60, 60, 200, 120);
    context.fillStyle = '#ffffff';
    context.font = 'bold 36px sans-serif';
    context.fillText('Container MSCU', 40, 260);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], fileName, { type: 'image/png' }));
    return transfer;
  }, name);
  await page.dispatchEvent(target, 'drop', { dataTransfer });
}

/** Drops a file made of `text` (or of `size` zero bytes) with the given name and type. */
export async function dropFile(
  page: Page,
  target: string,
  file: { name: string; type: string; text?: string; size?: number },
) {
  const dataTransfer = await page.evaluateHandle(({ name, type, text, size }) => {
    const transfer = new DataTransfer();
    const content = text !== undefined ? [text] : [new Uint8Array(size ?? 0)];
    transfer.items.add(new File(content, name, { type }));
    return transfer;
  }, file);
  await page.dispatchEvent(target, 'drop', { dataTransfer });
}

/** Pastes a file as Ctrl+V does: a paste event whose clipboard data holds the file. */
export async function pasteFile(page: Page, file: { name: string; type: string; text: string }) {
  await page.evaluate(({ name, type, text }) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], name, { type }));
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, file);
}

/** The rows of the list's table; one definition serves every list screen (support/lists.ts). */
export { tableRows } from './lists';
