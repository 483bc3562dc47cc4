import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server-paths';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf, shipmentsOf } from './shipments.fixtures';

const admin = adminQuotationApi();

/** The hand-written tail of the shipments migration: the module, the setting and the backfill. */
function backfillStatements(): string[] {
  const sql = readFileSync(path.join(MIGRATIONS_DIR, '0035_shipments.sql'), 'utf8');
  const tail = sql.slice(sql.indexOf('-- The shipments module joins'));
  return tail
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

describe('the migration backfills shipments', () => {
  it('gives every current Active and Completed quotation its shipment, numbered from 1, and the sequence goes on', async () => {
    const active = await quotationWithContents(admin.api, {
      transport_mode: 'Air',
      origin_code: 'KWI',
      destination_code: 'NRT',
    });
    const completed = await quotationWithContents(admin.api, { transport_mode: 'Rail' });
    const pending = await quotationWithContents(admin.api);
    await moveQuotation(admin.api, active.id, 'Active');
    await moveQuotation(admin.api, completed.id, 'Active');
    await moveQuotation(admin.api, completed.id, 'Completed');
    // The state before the migration: quotations accepted, no shipments and no numbers given out.
    await admin.t.pool.query('delete from shipments');
    await admin.t.pool.query('delete from shipment_number_sequences');
    const client = await admin.t.pool.connect();
    try {
      for (const statement of backfillStatements()) await client.query(statement);
    } finally {
      client.release();
    }
    const year = new Date().getUTCFullYear();
    const air = await shipmentOf(admin.api, active.id);
    expect(air).toMatchObject({
      shipment_number: `SH-${year}-00001`,
      house_reference: `HB-${year}-00001`,
      status: 'Booked',
      transport_mode: 'Air',
      currency: 'EUR',
      origin_code: 'KWI',
      destination_code: 'NRT',
      legs: [{ sequence: 1, kind: 'main', from_code: 'KWI', to_code: 'NRT' }],
      charges: [{ description: 'Flete marítimo', sell_amount: 1250.5 }],
    });
    expect(air.cargo_lines.map((l: { name: string }) => l.name)).toEqual(['Palé de aceite']);
    expect(air.milestones.map((m: { key: string }) => m.key)).toEqual([
      'booked',
      'received',
      'departed',
      'arrived',
      'ready_for_delivery',
      'delivered',
    ]);
    const rail = await shipmentOf(admin.api, completed.id);
    expect(rail.shipment_number).toBe(`SH-${year}-00002`);
    expect(rail.milestones[2]).toMatchObject({ key: 'departed', label: 'Train departed' });
    expect(await shipmentsOf(admin.api, pending.id)).toEqual([]);
    await moveQuotation(admin.api, pending.id, 'Active');
    expect((await shipmentOf(admin.api, pending.id)).shipment_number).toBe(`SH-${year}-00003`);
  });
});
