import {
  addDays,
  type BilledLine,
  canBill,
  chargeLine,
  DEFAULT_PAYMENT_TERMS_DAYS,
  type InvoiceCreate,
  type InvoiceUpdate,
  lineAmount,
  INVOICE_MESSAGES as M,
  todayIso,
  unbilledAmount,
} from '@freight/domain';
import { changesToWrite, requireVersion } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import * as contactsService from '../contacts/contacts.service';
import * as shipmentsService from '../shipments/shipments.service';
import { invoiceDetail, lockInvoice, requireDraft } from './invoice-detail';
import { chargeTextsFor } from './invoice-line-texts';
import { type LineDraft, priceLines } from './invoice-lines';
import { getInvoiceSettings } from './invoice-settings.service';
import * as repo from './invoices.repository';

type Contact = NonNullable<Awaited<ReturnType<typeof contactsService.find>>>;

/** The client's postal address as an invoice prints it, one part a line. */
function billingAddress(contact: Contact): string {
  const name = contact.company_name || [contact.name, contact.last_name].filter(Boolean).join(' ');
  const place = [contact.zip_code, contact.city].filter(Boolean).join(' ');
  return [name, contact.address, contact.address_ext, place, contact.state, contact.country]
    .filter((part) => part.trim() !== '')
    .join('\n');
}

type Charge = Awaited<ReturnType<typeof shipmentsService.get>>['charges'][number];

/**
 * The lines of a new draft: each chosen charge's part not yet billed, in the breakdown's order. A charge
 * named that is billed in full answers 409 naming the invoice that holds it.
 */
async function chargeLines(
  tx: Db,
  charges: Charge[],
  named: number[] | undefined,
  currency: string,
  textOf: (charge: Charge) => string,
) {
  const chosen = named ? named.map((id) => charges.find((c) => c.id === id) ?? id) : charges;
  for (const charge of chosen) {
    if (typeof charge === 'number') {
      const message = M.unknownCharge(charge);
      throw AppError.badRequest(message, { charge_ids: message });
    }
  }
  const picked = (chosen as Charge[]).filter((c) => c.sell_amount > 0);
  const billed = await repo.billedLinesOfCharges(
    tx,
    picked.map((c) => c.id),
  );
  const drafts: LineDraft[] = [];
  for (const charge of picked) {
    const ofCharge = billed.filter((line) => line.charge_id === charge.id);
    const left = unbilledAmount(charge.sell_amount, ofCharge, currency);
    if (left > 0) {
      const { quantity, unit_price } =
        left === charge.sell_amount
          ? chargeLine(charge.quantity, left, currency)
          : chargeLine(1, left, currency);
      drafts.push({ charge_id: charge.id, description: textOf(charge), quantity, unit_price });
    } else if (named) {
      const holder = ofCharge.find((line) => line.amount > line.credited);
      const number = holder?.number ?? `draft invoice ${holder?.invoice_id}`;
      throw new AppError('CHARGE_ALREADY_INVOICED', M.chargeBilled(charge.id, number), {
        details: {
          invoice_id: holder?.invoice_id,
          invoice_number: holder?.number ?? null,
          charge_id: charge.id,
        },
      });
    }
  }
  if (drafts.length === 0) throw AppError.conflict(M.nothingToBill);
  return drafts;
}

/**
 * POST /shipments/{id}/invoices: a draft from the shipment's sell charges not yet billed (all, or those
 * named), in the quote's currency, to the shipment's client at its address, due after its payment terms,
 * each line at the default tax rate. The shipment's invoicing lock makes parallel drafts take turns.
 */
export async function createForShipment(db: Db, shipmentId: number, input: InvoiceCreate, userId: number) {
  const settings = await getInvoiceSettings(db);
  const id = await db.transaction(async (tx) => {
    const shipment = await shipmentsService.get(tx, shipmentId);
    await repo.lockInvoicingOfShipment(tx, shipmentId);
    const contact =
      shipment.contact_id === null ? undefined : await contactsService.find(tx, shipment.contact_id);
    const textOf = await chargeTextsFor(tx, contact?.language);
    const drafts = await chargeLines(tx, shipment.charges, input.charge_ids, shipment.currency, textOf);
    const { lines, totals } = priceLines(drafts, shipment.currency, settings);
    const terms = contact?.payment_terms_days ?? DEFAULT_PAYMENT_TERMS_DAYS;
    const invoice = await repo.insertInvoice(tx, {
      kind: 'invoice',
      shipment_id: shipmentId,
      shipment_number: shipment.shipment_number,
      contact_id: contact?.id ?? null,
      client_name: shipment.client_name || (contact ? billingAddress(contact).split('\n')[0]! : ''),
      billing_address: contact ? billingAddress(contact) : shipment.client_name,
      currency: shipment.currency,
      due_date: addDays(todayIso(), terms),
      ...totals,
      amount_due: totals.total,
      created_by: userId,
    });
    await repo.insertLines(
      tx,
      lines.map(({ id: _id, ...line }) => ({ ...line, invoice_id: invoice.id })),
    );
    await recordAudit(
      tx,
      {},
      {
        action: 'invoice.created',
        entityType: 'invoice',
        entityId: invoice.id,
        details: {
          shipment_number: shipment.shipment_number,
          total: totals.total,
          currency: shipment.currency,
        },
      },
    );
    return invoice.id;
  });
  return invoiceDetail(db, id);
}

/**
 * The lines a PUT sends, checked against the charges: an existing line keeps its charge and may not bill more
 * of it than the other invoices left; a line without id is typed by hand and bills no charge.
 */
async function editedLines(tx: Db, current: repo.InvoiceRow, sent: NonNullable<InvoiceUpdate['lines']>) {
  const { currency } = current;
  const lines = await repo.linesOf(tx, current.id);
  const shipment =
    current.shipment_id === null ? undefined : await shipmentsService.get(tx, current.shipment_id);
  const chargeIds = lines.flatMap((line) => (line.charge_id === null ? [] : [line.charge_id]));
  const others = (await repo.billedLinesOfCharges(tx, chargeIds)).filter(
    (line) => line.invoice_id !== current.id,
  );
  const counted: BilledLine[] = [];
  return sent.map((input, index): LineDraft => {
    const existing = input.id === undefined ? undefined : lines.find((line) => line.id === input.id);
    if (input.id !== undefined && !existing) {
      const message = M.unknownLine(input.id);
      throw AppError.badRequest(message, { [`lines.${index}.id`]: message });
    }
    const draft: LineDraft = {
      id: existing?.id,
      charge_id: existing?.charge_id ?? null,
      description: input.description ?? existing?.description ?? '',
      quantity: input.quantity ?? existing?.quantity ?? 1,
      unit_price: input.unit_price ?? existing?.unit_price ?? 0,
      tax_rate_name: input.tax_rate_name ?? existing?.tax_rate_name,
    };
    if (!draft.description.trim()) {
      throw AppError.badRequest(M.lineDescriptionRequired, {
        [`lines.${index}.description`]: M.lineDescriptionRequired,
      });
    }
    const chargeId = draft.charge_id;
    if (chargeId !== null) {
      const sell =
        shipment?.charges.find((charge) => charge.id === chargeId)?.sell_amount ?? existing!.amount;
      const amount = lineAmount(draft.quantity, draft.unit_price, currency);
      const ofCharge = [...others, ...counted].filter((line) => line.charge_id === chargeId);
      if (amount > 0 && !canBill(sell, ofCharge, amount, currency)) {
        const message = M.overBilled(draft.description);
        throw AppError.badRequest(message, { [`lines.${index}.unit_price`]: message });
      }
      counted.push({ charge_id: chargeId, amount, credited: 0 });
    }
    return draft;
  });
}

/** PUT /invoices/{id}: a draft's due date, address, notes and lines (If-Match); issued ones answer 409. */
export async function updateDraft(db: Db, id: number, input: InvoiceUpdate, expectedVersion?: number) {
  const changes = changesToWrite(input);
  const settings = await getInvoiceSettings(db);
  await db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    requireDraft(current);
    requireVersion(current, expectedVersion, M.stale);
    const { lines: sent, ...fields } = changes;
    let totals = {};
    if (sent) {
      if (current.shipment_id !== null) await repo.lockInvoicingOfShipment(tx, current.shipment_id);
      const drafts = await editedLines(tx, current, sent);
      const priced = priceLines(drafts, current.currency, settings);
      await repo.replaceLines(tx, id, priced.lines);
      totals = { ...priced.totals, amount_due: priced.totals.total };
    }
    await repo.setInvoice(tx, id, { ...fields, ...totals });
    await recordAudit(
      tx,
      {},
      {
        action: 'invoice.updated',
        entityType: 'invoice',
        entityId: id,
        details: { fields: Object.keys(changes) },
      },
    );
  });
  return invoiceDetail(db, id);
}

/** DELETE /invoices/{id}: drafts only; the charges it held become billable again. */
export async function removeDraft(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    requireDraft(current);
    await repo.invoiceRecords.remove(tx, id);
    await recordAudit(
      tx,
      {},
      {
        action: 'invoice.deleted',
        entityType: 'invoice',
        entityId: id,
        details: { kind: current.kind, total: current.total, currency: current.currency },
      },
    );
  });
}
