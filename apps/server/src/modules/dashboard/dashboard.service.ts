import {
  type Dashboard,
  type DashboardPeriods,
  type DashboardQuotations,
  type DashboardShipments,
  dashboardPeriods,
  hasPermission,
  type ModuleName,
  percentChange,
  winRatePercent,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import type { WriteClearedCache } from '../../platform/write-cleared-cache';
import * as contactsService from '../contacts/contacts.service';
import * as quotationsService from '../quotations/quotations.service';
import * as shipmentsService from '../shipments/shipments.service';
import * as supportService from '../support/support.service';
import * as tasksService from '../tasks/tasks.service';

const RECENT = 5;

/**
 * How long the company-wide sections (quotations, contacts, support, late shipment milestones: the same for
 * every caller who may see them) are answered from memory. This process's writes empty it at once (`forgetOnWrites`); a change made by
 * another process of a cluster or by a background job shows within this time.
 */
export const DASHBOARD_CACHE_MS = 5_000;

/** The company-wide sections read lately, by section and period (see DASHBOARD_CACHE_MS). */
export type DashboardCache = WriteClearedCache<unknown>;

function shared<T>(cache: DashboardCache | undefined, key: string, load: () => Promise<T>): Promise<T> {
  return cache ? (cache.read(key, load) as Promise<T>) : load();
}

/** The quotations section from its figures and the periods they were read for. */
function quotationSectionOf(
  periods: DashboardPeriods,
  f: Awaited<ReturnType<typeof quotationsService.quotationFigures>>,
): DashboardQuotations {
  const countOf = (status: string) => f.byStatus.find((s) => s.status === status)?.count ?? 0;
  const open = f.byStatus.filter((s) => ['Pending', 'Working', 'OnClientReview'].includes(s.status));
  return {
    revenue: {
      this_month_start: periods.thisMonthStart,
      last_month_start: periods.lastMonthStart,
      by_currency: f.revenue.map((r) => ({
        ...r,
        change_percent: percentChange(r.this_month, r.last_month),
      })),
    },
    active_quotations: {
      total: open.reduce((n, s) => n + s.count, 0),
      by_status: open.map(({ status, count }) => ({ status, count })),
    },
    active_orders: countOf('Active'),
    recent: f.recent,
    expiring: { total: f.expiring.total, until: periods.expiringUntil, rows: f.expiring.rows },
    pipeline: f.byStatus,
    win_rate: {
      from: periods.winRateFrom,
      ...f.winRate,
      percent: winRatePercent(f.winRate.won, f.winRate.lost),
    },
  };
}

function quotationSection(db: Db, now: Date, cache: DashboardCache | undefined) {
  // Every period is a UTC calendar day counted from today (dashboardPeriods), so one key serves a whole day,
  // and the periods are worked out only when the section is read; it is kept as it is answered.
  return shared(cache, `quotations ${now.toISOString().slice(0, 10)}`, async () => {
    const periods = dashboardPeriods(now);
    return quotationSectionOf(periods, await quotationsService.quotationFigures(db, periods));
  });
}

/**
 * The shipment cards: the week's arrivals depend on the caller's time zone and are read for each request; the
 * late milestones are the same for everyone who may see shipments.
 */
async function shipmentSection(
  db: Db,
  userId: number,
  now: Date,
  cache: DashboardCache | undefined,
): Promise<DashboardShipments> {
  const [arriving, late] = await Promise.all([
    shipmentsService.arrivingThisWeek(db, userId, now),
    shared(cache, 'late milestones', () => shipmentsService.lateMilestones(db, now)),
  ]);
  return { arriving_this_week: arriving, late_milestones: late };
}

/**
 * The dashboard as the caller may see it: each section is computed only when the caller may view the module
 * it comes from, and an absent section is left out of the answer rather than sent empty. The caller's own
 * sections (tasks, the week's arrivals in their time zone) are read for each request, each one statement
 * prepared once; the company-wide ones may come from `cache`.
 */
export async function dashboardFor(
  db: Db,
  auth: AuthContext,
  now = new Date(),
  cache?: DashboardCache,
): Promise<Dashboard> {
  const may = (module: ModuleName) => hasPermission(auth.user.role, auth.permissions, module, 'view');
  const [quotations, contacts, support, tasks, shipments] = await Promise.all([
    may('quotations') ? quotationSection(db, now, cache) : undefined,
    may('contacts')
      ? shared(cache, 'contacts', () => contactsService.contactCount(db)).then((total) => ({ total }))
      : undefined,
    may('support')
      ? shared(cache, 'support', () => supportService.interactionFigures(db, RECENT))
      : undefined,
    may('tasks') ? tasksService.taskFigures(db, tasksService.callerOf(auth), now, RECENT) : undefined,
    may('shipments') ? shipmentSection(db, auth.user.id, now, cache) : undefined,
  ]);
  return {
    generated_at: now.toISOString(),
    ...(quotations && { quotations }),
    ...(contacts && { contacts }),
    ...(support && { support }),
    ...(tasks && { tasks }),
    ...(shipments && { shipments }),
  };
}
