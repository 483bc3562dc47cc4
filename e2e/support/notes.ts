import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createQuotation } from './quotations';

/** A quotation with one cost line, made through the API; answers their ids and the line's description. */
export async function quotationWithCostLine(request: APIRequestContext, description: string) {
  const quotation = await createQuotation(request);
  const categories = (await (await request.get('/api/1/cost_categories?is_active=true')).json()) as {
    data: { id: number; name: string }[];
  };
  const res = await request.post('/api/1/cost_items', {
    data: {
      quotation_id: quotation.id,
      category_id: categories.data[0]!.id,
      description,
      calculation_method: 'Fixed',
      total_cost: 450,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { quotationId: quotation.id, costLineId: ((await res.json()) as { id: number }).id };
}

/** Opens the cost breakdown and the line's Notes & Attachments. */
export async function openNotes(page: Page, quotationId: number, description: string) {
  await page.goto(`/quotations/${quotationId}/cost-breakdown`);
  await page
    .getByRole('button', { name: new RegExp(`^Notes for ${description}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /Notes & Attachments/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A real PNG of the given size: a colour gradient with a dark frame, so zooming and panning show. */
export function gradientPng(width: number, height: number): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const frame = x < 4 || y < 4 || x >= width - 4 || y >= height - 4;
      const at = y * row + 1 + x * 3;
      raw[at] = frame ? 30 : Math.round((x / width) * 255);
      raw[at + 1] = frame ? 30 : Math.round((y / height) * 255);
      raw[at + 2] = frame ? 60 : 180;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
