import { INVOICE_STATUSES } from '@freight/domain';
import { and, between, gte, lte, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { escapeLike } from '../../platform/list-query';
import { overdueAware } from './invoices.repository';
import { invoiceSearchText, invoices } from './invoices.table';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateParam(raw: Record<string, unknown>, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !ISO_DATE.test(value)) {
    throw AppError.badRequest(`${name} must be a valid date (YYYY-MM-DD)`, {
      [name]: `${name} must be a valid date (YYYY-MM-DD)`,
    });
  }
  return value;
}

/** The conditions of the list's own parameters: status (Overdue read from the due date), q and the due window. */
function ownConditions(raw: Record<string, unknown>, today: string): SQL[] {
  const conditions: SQL[] = [];
  const status = raw.status;
  if (status !== undefined && status !== '') {
    if (typeof status !== 'string' || !(INVOICE_STATUSES as readonly string[]).includes(status)) {
      const message = `Status must be ${INVOICE_STATUSES.join(', ')}`;
      throw AppError.badRequest(message, { status: message });
    }
    conditions.push(sql`${overdueAware(today)} = ${status}`);
  }
  if (typeof raw.q === 'string' && raw.q.trim()) {
    conditions.push(sql`${invoiceSearchText(invoices)} ilike ${`%${escapeLike(raw.q.trim())}%`}`);
  }
  const from = dateParam(raw, 'due_from');
  const to = dateParam(raw, 'due_to');
  if (from && to) conditions.push(between(invoices.due_date, from, to));
  else if (from) conditions.push(gte(invoices.due_date, from));
  else if (to) conditions.push(lte(invoices.due_date, to));
  return conditions;
}

/** The list query's own condition joined to its parsed one (the list language's filters and search). */
export function withOwnConditions(where: SQL | undefined, raw: Record<string, unknown>, today: string) {
  return and(where, ...ownConditions(raw, today));
}
