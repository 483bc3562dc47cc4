import { z } from 'zod';
import { currencySchema } from '../money/currencies';
import { lostReasonSchema } from '../quotations/lost-reason';
import { QUOTATION_STATUSES } from '../quotations/quotation-status';
import { recordId } from '../shared/record-columns';
import { INTERACTION_CHANNELS, INTERACTION_STATUSES } from '../support/interaction-enums';
import { TASK_PRIORITIES } from '../tasks/task-enums';

const currency = currencySchema;
const quotationStatus = z.enum(QUOTATION_STATUSES);
const isoDate = z.string().describe('YYYY-MM-DD');

/** A sum of `total_cost` in one currency: amounts in different currencies are never added together. */
const moneyInCurrency = z.object({ currency, amount: z.number() });

const quotationRow = z.object({
  ...recordId(),
  quotation_number: z.string(),
  revision: z.number().int(),
  client_name: z.string(),
  status: quotationStatus,
  total_cost: z.number(),
  currency,
  created_date: isoDate,
  valid_until_date: isoDate,
});
export type DashboardQuotation = z.infer<typeof quotationRow>;

/** Needs quotations:view. */
const dashboardQuotationsSchema = z.object({
  /** Sum of `total_cost` of Active and Completed quotations created in each month, per currency. */
  revenue: z.object({
    this_month_start: isoDate,
    last_month_start: isoDate,
    by_currency: z.array(
      z.object({
        currency,
        this_month: z.number(),
        last_month: z.number(),
        /** Percent change from last month; null when last month was 0. */
        change_percent: z.number().nullable(),
      }),
    ),
  }),
  /** Pending, Working and On Client Review. */
  active_quotations: z.object({
    total: z.number().int(),
    by_status: z.array(z.object({ status: quotationStatus, count: z.number().int() })),
  }),
  /** Status Active. */
  active_orders: z.number().int(),
  /** The five most recently created. */
  recent: z.array(quotationRow),
  /** Still Pending, Working or On Client Review, validity ending within 72 hours; soonest first (up to 10). */
  expiring: z.object({ total: z.number().int(), until: isoDate, rows: z.array(quotationRow) }),
  /**
   * Every status in workflow order, with its count and, per currency, how many quotations and the sum of
   * their `total_cost` (never added across currencies).
   */
  pipeline: z.array(
    z.object({
      status: quotationStatus,
      count: z.number().int(),
      values: z.array(moneyInCurrency.extend({ count: z.number().int() })),
    }),
  ),
  /** Quotations created in the last 90 days: Active and Completed (won) against Cancelled (lost). */
  win_rate: z.object({
    from: isoDate,
    won: z.number().int(),
    lost: z.number().int(),
    percent: z.number().nullable(),
    /** The lost ones per lost reason, most first; `reason` null for those cancelled without one. */
    lost_by_reason: z.array(z.object({ reason: lostReasonSchema.nullable(), count: z.number().int() })),
  }),
});

/** Needs contacts:view. */
const dashboardContactsSchema = z.object({ total: z.number().int() });

/** Needs support:view. */
const dashboardSupportSchema = z.object({
  recent: z.array(
    z.object({
      id: z.number().int(),
      date: isoDate,
      subject: z.string(),
      contact_name: z.string(),
      contact_company: z.string(),
      channel: z.enum(INTERACTION_CHANNELS),
      status: z.enum(INTERACTION_STATUSES),
    }),
  ),
  /** Every channel, with how many interactions used it (all time). */
  by_channel: z.array(z.object({ channel: z.enum(INTERACTION_CHANNELS), count: z.number().int() })),
});

/** Needs tasks:view; only tasks the caller may see, open and not templates. */
const dashboardTasksSchema = z.object({
  open_total: z.number().int(),
  overdue_total: z.number().int(),
  /** Overdue first (oldest deadline first), then by deadline, then tasks without one; up to 5. */
  upcoming: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      priority: z.enum(TASK_PRIORITIES),
      deadline: z.string().nullable(),
      overdue: z.boolean(),
    }),
  ),
});

/** Needs shipments:view. Times are ISO 8601 UTC. */
const dashboardShipmentsSchema = z.object({
  /**
   * Shipments (not cancelled) whose ETA (the last leg's, else the planned arrival) falls in the caller's
   * current week, Monday to Sunday in the caller's time zone; soonest first (up to 10).
   */
  arriving_this_week: z.object({
    week_start: z.string(),
    week_end: z.string(),
    total: z.number().int(),
    rows: z.array(
      z.object({
        id: z.number().int(),
        shipment_number: z.string(),
        client_name: z.string(),
        destination_code: z.string(),
        eta: z.string(),
      }),
    ),
  }),
  /** Milestones whose planned time passed without an actual (as the shipment's page shows them late). */
  late_milestones: z.object({
    /** Late milestones in all, and the shipments they belong to. */
    total: z.number().int(),
    shipments: z.number().int(),
    /** The five most overdue, earliest planned time first. */
    rows: z.array(
      z.object({
        milestone_id: z.number().int(),
        shipment_id: z.number().int(),
        shipment_number: z.string(),
        label: z.string(),
        planned_at: z.string(),
      }),
    ),
  }),
});

/** `GET /api/1/dashboard`: a section is present only when the caller holds its module's view grant. */
export const dashboardSchema = z.object({
  generated_at: z.string(),
  quotations: dashboardQuotationsSchema.optional(),
  contacts: dashboardContactsSchema.optional(),
  support: dashboardSupportSchema.optional(),
  tasks: dashboardTasksSchema.optional(),
  shipments: dashboardShipmentsSchema.optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardQuotations = z.infer<typeof dashboardQuotationsSchema>;
export type DashboardSupport = z.infer<typeof dashboardSupportSchema>;
export type DashboardTasks = z.infer<typeof dashboardTasksSchema>;
export type DashboardShipments = z.infer<typeof dashboardShipmentsSchema>;
