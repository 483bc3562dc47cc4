import {
  type Dashboard,
  type DashboardQuotations,
  dashboardPeriods,
  hasPermission,
  type ModuleName,
  percentChange,
  winRatePercent,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import * as contactsService from '../contacts/contacts.service';
import * as quotationsService from '../quotations/quotations.service';
import * as shipmentsService from '../shipments/shipments.service';
import * as supportService from '../support/support.service';
import * as tasksService from '../tasks/tasks.service';

const RECENT = 5;

async function quotationSection(db: Db, now: Date): Promise<DashboardQuotations> {
  const periods = dashboardPeriods(now);
  const f = await quotationsService.quotationFigures(db, periods);
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

/**
 * The dashboard as the caller may see it: each section is computed only when the caller may view the module
 * it comes from, and an absent section is left out of the answer rather than sent empty.
 */
export async function dashboardFor(db: Db, auth: AuthContext, now = new Date()): Promise<Dashboard> {
  const may = (module: ModuleName) => hasPermission(auth.user.role, auth.permissions, module, 'view');
  const [quotations, contacts, support, tasks, shipments] = await Promise.all([
    may('quotations') ? quotationSection(db, now) : undefined,
    may('contacts') ? contactsService.contactCount(db).then((total) => ({ total })) : undefined,
    may('support') ? supportService.interactionFigures(db, RECENT) : undefined,
    may('tasks') ? tasksService.taskFigures(db, tasksService.callerOf(auth), now, RECENT) : undefined,
    may('shipments') ? shipmentsService.shipmentFigures(db, auth.user.id, now) : undefined,
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
