import {
  AGEING_BUCKETS,
  type AgeingBucket,
  ageingBucket,
  type ReceivablesReport,
  sumMoney,
  todayIso,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import * as repo from './invoices.repository';

type Ageing = Record<AgeingBucket, number> & { total: number };

const emptyAgeing = (): Ageing =>
  ({ ...Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0])), total: 0 }) as Ageing;

function add(ageing: Ageing, bucket: AgeingBucket, amount: number, currency: string) {
  ageing[bucket] = sumMoney([ageing[bucket], amount], currency);
  ageing.total = sumMoney([ageing.total, amount], currency);
}

/**
 * GET /reports/receivables: what each client still owes on issued invoices, by how many days past the due
 * date it is on `asOf` (current, 1-30, 31-60, 61-90, over 90), per currency and in total per currency, since
 * amounts in different currencies are never added together.
 */
export async function receivables(db: Db, asOf: string = todayIso()): Promise<ReceivablesReport> {
  const byCurrency = new Map<
    string,
    { total: Ageing; clients: Map<string, Ageing & { contact_id: number | null; client_name: string }> }
  >();
  for (const row of await repo.openReceivables(db)) {
    const entry = byCurrency.get(row.currency) ?? { total: emptyAgeing(), clients: new Map() };
    byCurrency.set(row.currency, entry);
    const key = row.contact_id === null ? `name:${row.client_name}` : `id:${row.contact_id}`;
    const client = entry.clients.get(key) ?? {
      ...emptyAgeing(),
      contact_id: row.contact_id,
      client_name: row.client_name,
    };
    entry.clients.set(key, client);
    const bucket = ageingBucket(row.due_date, asOf);
    add(entry.total, bucket, row.amount_due, row.currency);
    add(client, bucket, row.amount_due, row.currency);
  }
  return {
    as_of: asOf,
    currencies: [...byCurrency.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, entry]) => ({
        currency,
        total: entry.total,
        clients: [...entry.clients.values()].sort((a, b) => a.client_name.localeCompare(b.client_name)),
      })),
  };
}
