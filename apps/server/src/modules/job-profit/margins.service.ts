import {
  type CurrencyCode,
  hasPermission,
  type MarginRow,
  type Margins,
  type MarginsQuery,
  profitFigures,
  sumMoney,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as exchangeRatesService from '../exchange-rates/exchange-rates.service';
import { getPricingSettings } from '../settings/pricing-settings.service';
import { inBase } from './job-profit.service';
import * as repo from './margins.repository';

type Figures = Pick<MarginRow, 'revenue' | 'cost' | 'planned_margin' | 'actual_margin'>;
const SUMMED = ['revenue', 'cost', 'planned_margin', 'actual_margin'] as const;

/**
 * GET /dashboard/margins: each shipment's figures by the job-profit rules (the shipment page's profit card),
 * converted to the base currency at its quotation's kept rates, then summed per month, client or lane at the
 * base currency's minor unit. A shipment whose kept rates hold no rate to the base is counted apart.
 */
export async function margins(db: Db, auth: AuthContext, query: MarginsQuery): Promise<Margins> {
  if (!hasPermission(auth.user.role, auth.permissions, 'dashboard', 'view')) throw AppError.forbidden();
  const [shipments, pricing] = await Promise.all([
    repo.shipmentMarginRows(db, { from: query.from ?? null, to: query.to ?? null }),
    getPricingSettings(db),
  ]);
  const base = pricing.base_currency as CurrencyCode;
  const quotationIds = [...new Set(shipments.flatMap((row) => row.quotation_id ?? []))];
  const kept = await repo.keptRatesOfQuotations(db, quotationIds);
  const keptOf = (quotationId: number | null) => (quotationId === null ? null : kept.get(quotationId));
  // Rates the quotation never kept are today's, read once, as the profit card reads them.
  const today = shipments.some((row) => !keptOf(row.quotation_id))
    ? await exchangeRatesService.currentPricedRates(db)
    : null;
  const ratesOf = (quotationId: number | null) => (keptOf(quotationId) ?? today)!;

  const groups = new Map<string, { shipments: number; figures: Record<keyof Figures, number[]> }>();
  let unconverted = 0;
  for (const row of shipments) {
    const currency = row.currency as CurrencyCode;
    const planned = { sell_total: row.sell_total, buy_total: row.buy_total };
    const quote = profitFigures({ ...planned, ...row }, currency);
    const converted = inBase(quote, planned, ratesOf(row.quotation_id));
    if (!converted || converted.currency !== base) {
      unconverted += 1;
      continue;
    }
    const key = row[query.group];
    let group = groups.get(key);
    if (!group) {
      group = { shipments: 0, figures: { revenue: [], cost: [], planned_margin: [], actual_margin: [] } };
      groups.set(key, group);
    }
    group.shipments += 1;
    for (const name of SUMMED) group.figures[name].push(converted[name]);
  }
  const rows = [...groups].map(([key, group]) => ({
    key,
    shipments: group.shipments,
    ...(Object.fromEntries(SUMMED.map((name) => [name, sumMoney(group.figures[name], base)])) as Figures),
  }));
  // Months read oldest first; clients and lanes by what they earned, the largest first.
  rows.sort((a, b) =>
    query.group === 'month'
      ? a.key.localeCompare(b.key)
      : b.actual_margin - a.actual_margin || a.key.localeCompare(b.key),
  );
  return { group: query.group, currency: base, rows, unconverted };
}
