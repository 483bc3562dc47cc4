import {
  type Currency,
  type DashboardPeriods,
  type DashboardQuotation,
  LOST_REASONS,
  QUOTATION_STATUSES,
  type QuotationStatus,
} from '@freight/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { quotations } from './quotations.table';

/** The dashboard's quotation figures: every sum and count is computed by PostgreSQL. */

const OPEN: QuotationStatus[] = ['Pending', 'Working', 'OnClientReview'];
const WON: QuotationStatus[] = ['Active', 'Completed'];

const rowColumns = {
  id: quotations.id,
  quotation_number: quotations.quotation_number,
  revision: quotations.revision,
  client_name: quotations.client_name,
  status: quotations.status,
  total_cost: quotations.total_cost,
  currency: quotations.currency,
  created_date: quotations.created_date,
  valid_until_date: quotations.valid_until_date,
};

/** Each quote counts once, as its newest revision. */
const current = eq(quotations.superseded, false);

const money = sql<number>`coalesce(sum(${quotations.total_cost}), 0)`.mapWith(Number);

/** Won revenue (Active + Completed) per currency in this month and last month, by `created_date`. */
async function revenueByCurrency(db: Db, p: DashboardPeriods) {
  const inMonth = (from: string, to: string) =>
    sql<number>`coalesce(sum(${quotations.total_cost}) filter (where ${quotations.created_date} >= ${from} and ${quotations.created_date} < ${to}), 0)`.mapWith(
      Number,
    );
  return db
    .select({
      currency: quotations.currency,
      this_month: inMonth(p.thisMonthStart, p.nextMonthStart),
      last_month: inMonth(p.lastMonthStart, p.thisMonthStart),
    })
    .from(quotations)
    .where(
      and(
        current,
        inArray(quotations.status, WON),
        gte(quotations.created_date, p.lastMonthStart),
        lt(quotations.created_date, p.nextMonthStart),
      ),
    )
    .groupBy(quotations.currency)
    .orderBy(asc(quotations.currency));
}

/** Count and value per currency of every status that has quotations. */
function pipelineRows(db: Db) {
  return db
    .select({
      status: quotations.status,
      currency: quotations.currency,
      amount: money,
      count: count(),
      status_count: sql<number>`sum(count(*)) over (partition by ${quotations.status})`.mapWith(Number),
    })
    .from(quotations)
    .where(current)
    .groupBy(quotations.status, quotations.currency)
    .orderBy(asc(quotations.currency));
}

function recentQuotations(db: Db, limit: number): Promise<DashboardQuotation[]> {
  return db
    .select(rowColumns)
    .from(quotations)
    .where(current)
    .orderBy(desc(quotations.created_at), desc(quotations.id))
    .limit(limit);
}

const expiringWhere = (p: DashboardPeriods) =>
  and(
    current,
    inArray(quotations.status, OPEN),
    gte(quotations.valid_until_date, p.today),
    lte(quotations.valid_until_date, p.expiringUntil),
  );

async function expiringQuotations(db: Db, p: DashboardPeriods, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(quotations)
      .where(expiringWhere(p))
      .orderBy(asc(quotations.valid_until_date), asc(quotations.id))
      .limit(limit),
    db.select({ n: count() }).from(quotations).where(expiringWhere(p)),
  ]);
  return { rows: rows as DashboardQuotation[], total: total?.n ?? 0 };
}

/** Won (Active + Completed) and lost (Cancelled) among the quotations created since `from`. */
async function winLoss(db: Db, from: string) {
  const [row] = await db
    .select({
      won: sql<number>`count(*) filter (where ${inArray(quotations.status, WON)})`.mapWith(Number),
      lost: sql<number>`count(*) filter (where ${eq(quotations.status, 'Cancelled')})`.mapWith(Number),
    })
    .from(quotations)
    .where(and(current, gte(quotations.created_date, from)));
  return { won: row?.won ?? 0, lost: row?.lost ?? 0 };
}

/**
 * The lost (Cancelled) among the quotations created since `from`, counted per lost reason: most first, then
 * in the reasons' order, those without a reason (cancelled before reasons were asked) last.
 */
async function lostByReason(db: Db, from: string) {
  const rows = await db
    .select({ reason: quotations.lost_reason, count: count() })
    .from(quotations)
    .where(and(eq(quotations.status, 'Cancelled'), gte(quotations.created_date, from)))
    .groupBy(quotations.lost_reason)
    .orderBy(
      desc(count()),
      sql`array_position(array[${sql.join(
        LOST_REASONS.map((r) => sql`${r}`),
        sql`, `,
      )}]::text[], ${quotations.lost_reason}) nulls last`,
    );
  return rows;
}

/** Everything the dashboard shows about quotations, in one call. */
export async function quotationFigures(db: Db, p: DashboardPeriods) {
  const [revenue, pipeline, recent, expiring, winRate, lostReasons] = await Promise.all([
    revenueByCurrency(db, p),
    pipelineRows(db),
    recentQuotations(db, 5),
    expiringQuotations(db, p, 10),
    winLoss(db, p.winRateFrom),
    lostByReason(db, p.winRateFrom),
  ]);
  const byStatus = QUOTATION_STATUSES.map((status) => {
    const rows = pipeline.filter((r) => r.status === status);
    return {
      status,
      count: rows[0]?.status_count ?? 0,
      values: rows.map((r) => ({ currency: r.currency as Currency, amount: r.amount, count: r.count })),
    };
  });
  return { revenue, byStatus, recent, expiring, winRate: { ...winRate, lost_by_reason: lostReasons } };
}
