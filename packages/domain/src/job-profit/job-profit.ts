import { z } from 'zod';
import type { CurrencyCode } from '../money/currencies';
import { subtractMoney, sumMoney } from '../money/money';

const profitFiguresSchema = z.object({
  currency: z.string(),
  /** Issued invoices' net totals less issued credit notes' net totals. */
  invoiced: z.number(),
  /** The sell charges not yet invoiced (drafts count here until they are issued). */
  to_invoice: z.number(),
  revenue: z.number(),
  /** What suppliers billed (bills not disputed), at the rates kept when each bill was recorded. */
  billed_cost: z.number(),
  /** What each expected cost still awaits from its supplier (never below zero). */
  expected_cost: z.number(),
  cost: z.number(),
  /** The accepted revision's sell total less its buy total. */
  planned_margin: z.number(),
  /** Revenue less cost: the margin as the job now stands. */
  actual_margin: z.number(),
});
export type ProfitFigures = z.infer<typeof profitFiguresSchema>;

/** GET /shipments/{id}/profit: the job's figures in the quote's currency and in the company's base currency. */
export const jobProfitSchema = z.object({
  shipment_id: z.number().int(),
  quote: profitFiguresSchema,
  /** Null when the kept rates hold no rate from the quote's currency to the base. */
  base: profitFiguresSchema.nullable(),
  /** The day of the kept rates the base figures were converted with (null when in the base already). */
  rates_date: z.string().nullable(),
});
export type JobProfit = z.infer<typeof jobProfitSchema>;

/** What a job's figures are made of, all in the quote's currency. */
export interface ProfitInputs {
  sell_total: number;
  buy_total: number;
  invoiced: number;
  credited: number;
  billed_cost: number;
  expected_cost: number;
}

/** The figures from their parts, each sum and difference exact at the currency's minor unit. */
export function profitFigures(inputs: ProfitInputs, currency: CurrencyCode): ProfitFigures {
  const invoiced = subtractMoney(inputs.invoiced, inputs.credited, currency);
  const to_invoice = Math.max(subtractMoney(inputs.sell_total, invoiced, currency), 0);
  const revenue = sumMoney([invoiced, to_invoice], currency);
  const cost = sumMoney([inputs.billed_cost, inputs.expected_cost], currency);
  return {
    currency,
    invoiced,
    to_invoice,
    revenue,
    billed_cost: sumMoney([inputs.billed_cost], currency),
    expected_cost: sumMoney([inputs.expected_cost], currency),
    cost,
    planned_margin: subtractMoney(inputs.sell_total, inputs.buy_total, currency),
    actual_margin: subtractMoney(revenue, cost, currency),
  };
}
