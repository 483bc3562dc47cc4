import type { ExchangeRates } from '@freight/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/** One shipment's figures in its own currency, summed exactly by PostgreSQL's numeric. */
export interface ShipmentMarginRow {
  id: number;
  currency: string;
  quotation_id: number | null;
  month: string;
  client: string;
  lane: string;
  sell_total: number;
  buy_total: number;
  billed_cost: number;
  expected_cost: number;
  invoiced: number;
  credited: number;
}

/**
 * Every shipment created in the period with the parts of its profit, in three set-wise aggregates joined once
 * (never a query per shipment): its charges' sell and buy totals; per expected cost (a charge with a buy side)
 * what bills not disputed charged in the shipment's currency and what it still awaits (never below zero); its
 * issued invoices' and credit notes' net totals. The month is the shipment's creation month in UTC.
 */
export async function shipmentMarginRows(
  db: Db,
  period: { from: string | null; to: string | null },
): Promise<ShipmentMarginRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (period.from) conditions.push(sql`s.created_at >= ${period.from}::date`);
  if (period.to) conditions.push(sql`s.created_at < ${period.to}::date + 1`);
  const result = await db.execute(sql`
    with picked as (
      select s.id from shipments s where ${sql.join(conditions, sql` and `)}
    ),
    billed as (
      select l.charge_id, sum(l.shipment_amount) as amount
      from supplier_invoice_lines l
      join supplier_invoices b on b.id = l.supplier_invoice_id
      where b.status <> 'disputed' and b.shipment_id in (select id from picked)
      group by l.charge_id
    ),
    charges as (
      select c.shipment_id,
        sum(c.sell_amount) as sell_total,
        sum(coalesce(c.buy_cost, 0)) as buy_total,
        sum(case when c.buy_total is not null then coalesce(billed.amount, 0) else 0 end) as billed_cost,
        sum(case when c.buy_total is not null
          then greatest(coalesce(c.buy_cost, 0) - coalesce(billed.amount, 0), 0) else 0 end) as expected_cost
      from shipment_charges c
      left join billed on billed.charge_id = c.id
      where c.shipment_id in (select id from picked)
      group by c.shipment_id
    ),
    documents as (
      select i.shipment_id,
        sum(case when i.kind = 'invoice' then i.net_total else 0 end) as invoiced,
        sum(case when i.kind = 'credit_note' then i.net_total else 0 end) as credited
      from invoices i
      where i.status <> 'Draft' and i.shipment_id in (select id from picked)
      group by i.shipment_id
    )
    select s.id, s.currency, s.quotation_id,
      to_char(s.created_at at time zone 'UTC', 'YYYY-MM') as month,
      coalesce(s.client_name, '') as client,
      case when coalesce(s.origin_code, '') = '' and coalesce(s.destination_code, '') = '' then ''
        else coalesce(s.origin_code, '') || '–' || coalesce(s.destination_code, '') end as lane,
      coalesce(charges.sell_total, 0)::text as sell_total,
      coalesce(charges.buy_total, 0)::text as buy_total,
      coalesce(charges.billed_cost, 0)::text as billed_cost,
      coalesce(charges.expected_cost, 0)::text as expected_cost,
      coalesce(documents.invoiced, 0)::text as invoiced,
      coalesce(documents.credited, 0)::text as credited
    from shipments s
    join picked on picked.id = s.id
    left join charges on charges.shipment_id = s.id
    left join documents on documents.shipment_id = s.id
    order by s.id`);
  const numeric = [
    'sell_total',
    'buy_total',
    'billed_cost',
    'expected_cost',
    'invoiced',
    'credited',
  ] as const;
  return (result.rows as Record<string, unknown>[]).map((row) => {
    const parsed = { ...row } as Record<string, unknown>;
    for (const name of numeric) parsed[name] = Number(row[name]);
    return parsed as unknown as ShipmentMarginRow;
  });
}

/** The rates each quotation kept when it was priced (null when it kept none). */
export async function keptRatesOfQuotations(db: Db, quotationIds: readonly number[]) {
  if (quotationIds.length === 0) return new Map<number, ExchangeRates | null>();
  const result = await db.execute(sql`
    select id, priced_rates from quotations
    where id in (${sql.join(
      quotationIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(
    (result.rows as { id: number; priced_rates: ExchangeRates | null }[]).map((row) => [
      row.id,
      row.priced_rates,
    ]),
  );
}
