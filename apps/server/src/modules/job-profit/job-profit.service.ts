import {
  convertMoney,
  type ExchangeRates,
  type JobProfit,
  type ProfitFigures,
  profitFigures,
  subtractMoney,
  sumMoney,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import * as invoicesService from '../invoices/invoices.service';
import * as shipmentsService from '../shipments/shipments.service';
import * as supplierBillsService from '../supplier-bills/supplier-bills.service';

const CONVERTED_FIGURES = ['invoiced', 'to_invoice', 'billed_cost', 'expected_cost'] as const;

/**
 * The quote-currency figures in the base currency: each part converted once with the kept rates, and the
 * sums and margins made from the converted parts, so the base figures add up to the minor unit too.
 */
export function inBase(
  quote: ProfitFigures,
  planned: { sell_total: number; buy_total: number },
  rates: ExchangeRates,
): ProfitFigures | null {
  const base = rates.base;
  const convert = (amount: number) => convertMoney(amount, quote.currency, base, rates);
  const parts = CONVERTED_FIGURES.map((name) => convert(quote[name]));
  const sell = convert(planned.sell_total);
  const buy = convert(planned.buy_total);
  if (parts.some((part) => part === null) || sell === null || buy === null) return null;
  const [invoiced, to_invoice, billed_cost, expected_cost] = parts as number[];
  const revenue = sumMoney([invoiced!, to_invoice!], base);
  const cost = sumMoney([billed_cost!, expected_cost!], base);
  return {
    currency: base,
    invoiced: invoiced!,
    to_invoice: to_invoice!,
    revenue,
    billed_cost: billed_cost!,
    expected_cost: expected_cost!,
    cost,
    planned_margin: subtractMoney(sell, buy, base),
    actual_margin: subtractMoney(revenue, cost, base),
  };
}

/**
 * GET /shipments/{id}/profit. Revenue: issued invoices less issued credit notes (net of tax), and the sell
 * charges still to invoice; cost: what suppliers billed and what the expected costs still await; planned
 * margin: the accepted revision's sell less buy (the shipment's charges are its copy).
 */
export async function forShipment(db: Db, shipmentId: number): Promise<JobProfit> {
  const shipment = await shipmentsService.get(db, shipmentId);
  const currency = shipment.currency;
  const [documents, costs, rates] = await Promise.all([
    invoicesService.forShipment(db, shipmentId),
    supplierBillsService.costsInShipmentCurrency(db, shipment),
    supplierBillsService.keptRatesOf(db, shipment.quotation_id),
  ]);
  const issued = documents.data.filter((doc) => doc.number !== null);
  const netOf = (kind: 'invoice' | 'credit_note') =>
    sumMoney(
      issued.filter((doc) => doc.kind === kind).map((doc) => doc.net_total),
      currency,
    );
  const planned = {
    sell_total: sumMoney(
      shipment.charges.map((charge) => charge.sell_amount),
      currency,
    ),
    buy_total: sumMoney(
      shipment.charges.map((charge) => charge.buy_cost ?? 0),
      currency,
    ),
  };
  const quote = profitFigures(
    { ...planned, invoiced: netOf('invoice'), credited: netOf('credit_note'), ...costs },
    currency,
  );
  return {
    shipment_id: shipmentId,
    quote,
    base: inBase(quote, planned, rates),
    rates_date: currency === rates.base ? null : rates.date,
  };
}
