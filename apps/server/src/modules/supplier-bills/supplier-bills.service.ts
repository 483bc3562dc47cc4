import {
  type CurrencyCode,
  convertMoney,
  costVariance,
  type ExpectedCost,
  SUPPLIER_INVOICE_MESSAGES as M,
  missingRatePair,
  roundMoney,
  type ShipmentDetail,
  type ShipmentSupplierInvoices,
  type SupplierInvoice,
  type SupplierInvoiceCreate,
  subtractMoney,
  sumMoney,
  type Tolerance,
} from '@freight/domain';
import { conflictOn, found } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import * as shipmentsService from '../shipments/shipments.service';
import { keptRatesOf } from './kept-rates';
import { getSupplierBillSettings } from './supplier-bill-settings.service';
import * as repo from './supplier-bills.repository';

type Charge = ShipmentDetail['charges'][number];

/** A charge with a buy side is an expected cost, in its buy currency (the shipment's when none is named). */
const isExpectedCost = (charge: Charge) => charge.buy_total !== null;
const costCurrency = (charge: Charge, shipment: ShipmentDetail) => charge.buy_currency ?? shipment.currency;

async function shipmentOf(db: Db, id: number) {
  try {
    return await shipmentsService.get(db, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw AppError.notFound(M.shipmentNotFound);
    throw error;
  }
}

/** The shipment's expected costs, supplier by supplier, with what bills not disputed charged for each. */
function expectedCosts(
  shipment: ShipmentDetail,
  billed: Map<number, { cost_amount: number }>,
  tolerance: Tolerance,
): ExpectedCost[] {
  return shipment.charges
    .filter(isExpectedCost)
    .map((charge) => {
      const currency = costCurrency(charge, shipment);
      const amounts = [billed.get(charge.id)?.cost_amount ?? 0];
      return {
        id: charge.id,
        supplier: charge.supplier,
        description: charge.description,
        currency,
        ...costVariance(charge.buy_total ?? 0, amounts, tolerance, currency),
      };
    })
    .sort((a, b) => a.supplier.localeCompare(b.supplier));
}

async function billsWithLines(
  db: Db,
  rows: Awaited<ReturnType<typeof repo.billsOfShipment>>,
  shipment?: ShipmentDetail,
) {
  const lines = await repo.linesOfBills(
    db,
    rows.map((row) => row.bill.id),
  );
  const charges = new Map((shipment?.charges ?? []).map((charge) => [charge.id, charge]));
  return rows.map(
    ({ bill, decided_by_name }): SupplierInvoice => ({
      ...bill,
      decided_by_name: bill.decided_by === null ? null : decided_by_name,
      lines: lines
        .filter((line) => line.supplier_invoice_id === bill.id)
        .map((line) => {
          const charge = charges.get(line.charge_id);
          return {
            id: line.id,
            expected_cost_id: line.charge_id,
            description: charge?.description ?? '',
            amount: line.amount,
            cost_amount: line.cost_amount,
            cost_currency: charge && shipment ? costCurrency(charge, shipment) : bill.currency,
          };
        }),
    }),
  );
}

/** GET /shipments/{id}/supplier_invoices. */
export async function forShipment(db: Db, shipmentId: number): Promise<ShipmentSupplierInvoices> {
  const shipment = await shipmentOf(db, shipmentId);
  const [rows, billed, settings] = await Promise.all([
    repo.billsOfShipment(db, shipmentId),
    repo.billedPerCharge(db, shipmentId),
    getSupplierBillSettings(db),
  ]);
  const tolerance = {
    tolerance_percent: settings.tolerance_percent,
    tolerance_amount: settings.tolerance_amount,
  };
  return {
    data: await billsWithLines(db, rows, shipment),
    expected_costs: expectedCosts(shipment, billed, tolerance),
    tolerance,
  };
}

/** Each line's charge, refusing an id that is not a buy charge of this shipment or one named twice. */
function chargesOfLines(shipment: ShipmentDetail, input: SupplierInvoiceCreate) {
  const seen = new Set<number>();
  return input.lines.map((line, i) => {
    const field = `lines.${i}.expected_cost_id`;
    const charge = shipment.charges.find((c) => c.id === line.expected_cost_id && isExpectedCost(c));
    if (!charge)
      throw AppError.badRequest(M.unknownExpectedCost(line.expected_cost_id), {
        [field]: M.unknownExpectedCost(line.expected_cost_id),
      });
    if (seen.has(charge.id))
      throw AppError.badRequest(M.repeatedExpectedCost(charge.id), {
        [field]: M.repeatedExpectedCost(charge.id),
      });
    seen.add(charge.id);
    return { charge, amount: roundMoney(line.amount, input.currency) };
  });
}

/**
 * POST /shipments/{id}/supplier_invoices: the bill's lines converted with the quotation's kept rates into
 * each cost's currency and the shipment's; `pending_approval` when a cost, with this bill and the ones before
 * it (disputed ones aside), goes over its expected amount by more than the tolerance, else `matched`.
 */
export async function create(db: Db, shipmentId: number, input: SupplierInvoiceCreate, userId: number) {
  const shipment = await shipmentOf(db, shipmentId);
  const picked = chargesOfLines(shipment, input);
  const rates = await keptRatesOf(db, shipment.quotation_id);
  const convert = (amount: number, to: string) => {
    const converted = convertMoney(amount, input.currency, to, rates);
    if (converted === null) {
      const message = M.noRate(missingRatePair(input.currency, to, rates) ?? `${input.currency}→${to}`);
      throw AppError.badRequest(message, { currency: message });
    }
    return converted;
  };
  const lines = picked.map(({ charge, amount }) => ({
    charge_id: charge.id,
    amount,
    cost_amount: convert(amount, costCurrency(charge, shipment)),
    shipment_amount: convert(amount, shipment.currency),
  }));
  const id = await conflictOn(repo.isDuplicateNumber, M.duplicateNumber(input.supplier, input.number), () =>
    db.transaction(async (tx) => {
      await repo.lockBillsOfShipment(tx, shipmentId);
      const settings = await getSupplierBillSettings(tx);
      const before = await repo.billedPerCharge(tx, shipmentId);
      const over = picked.some(({ charge }, i) => {
        const currency = costCurrency(charge, shipment) as CurrencyCode;
        const amounts = [before.get(charge.id)?.cost_amount ?? 0, lines[i]!.cost_amount];
        return !costVariance(charge.buy_total ?? 0, amounts, settings, currency).within_tolerance;
      });
      const status = over ? 'pending_approval' : 'matched';
      const row = await repo.insertBill(
        tx,
        {
          shipment_id: shipmentId,
          supplier: input.supplier,
          number: input.number,
          date: input.date,
          currency: input.currency,
          total: sumMoney(
            lines.map((line) => line.amount),
            input.currency,
          ),
          status,
          created_by: userId,
        },
        lines,
      );
      await recordAudit(
        tx,
        {},
        {
          action: 'supplier_invoice.recorded',
          entityType: 'supplier_invoice',
          entityId: row.id,
          details: { shipment_id: shipmentId, supplier: input.supplier, number: input.number, status },
        },
      );
      return row.id;
    }),
  );
  return get(db, id);
}

/** One bill with its lines. */
async function get(db: Db, id: number): Promise<SupplierInvoice> {
  const row = found(await repo.billById(db, id), M.notFound);
  const shipment = await shipmentOf(db, row.bill.shipment_id);
  return (await billsWithLines(db, [row], shipment))[0]!;
}

/** POST /supplier_invoices/{id}/approve or /dispute: once, on a bill pending approval, recorded in the audit. */
export async function decide(
  db: Db,
  id: number,
  decision: 'approved' | 'disputed',
  note: string | undefined,
  userId: number,
): Promise<SupplierInvoice> {
  const text = note?.trim() ?? '';
  if (decision === 'disputed' && text === '') {
    throw AppError.badRequest(M.disputeNoteRequired, { note: M.disputeNoteRequired });
  }
  await db.transaction(async (tx) => {
    const bill = found(await repo.lockBill(tx, id), M.notFound);
    if (bill.status !== 'pending_approval') throw AppError.conflict(M.notPending);
    await repo.decideBill(tx, id, { status: decision, decision_note: text, decided_by: userId });
    await recordAudit(
      tx,
      {},
      {
        action: decision === 'approved' ? 'supplier_invoice.approved' : 'supplier_invoice.disputed',
        entityType: 'supplier_invoice',
        entityId: id,
        details: { shipment_id: bill.shipment_id, supplier: bill.supplier, number: bill.number, note: text },
      },
    );
  });
  return get(db, id);
}

/** What suppliers billed for the shipment's costs and what each still awaits, in the shipment's currency. */
export async function costsInShipmentCurrency(db: Db, shipment: ShipmentDetail) {
  const billed = await repo.billedPerCharge(db, shipment.id);
  const currency = shipment.currency;
  const expectedCharges = shipment.charges.filter(isExpectedCost);
  const billedAmounts = expectedCharges.map((charge) => billed.get(charge.id)?.shipment_amount ?? 0);
  const stillExpected = expectedCharges.map((charge, i) =>
    Math.max(subtractMoney(charge.buy_cost ?? 0, billedAmounts[i]!, currency), 0),
  );
  return {
    billed_cost: sumMoney(billedAmounts, currency),
    expected_cost: sumMoney(stillExpected, currency),
  };
}
export { keptRatesOf } from './kept-rates';
export { supplierBillJournal } from './supplier-bill-journal';
