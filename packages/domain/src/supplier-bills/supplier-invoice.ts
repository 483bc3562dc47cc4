import { z } from 'zod';
import { isoDateSchema } from '../quotations/quotation-dates';
import { recordId, versionedColumns } from '../shared/record-columns';

/**
 * Where a supplier's bill stands: `matched` when every cost it bills stays within the tolerance of what was
 * expected, `pending_approval` when one goes over by more, then `approved` or `disputed` by a holder of
 * invoices:approve.
 */
export const SUPPLIER_INVOICE_STATUSES = ['matched', 'pending_approval', 'approved', 'disputed'] as const;
export type SupplierInvoiceStatus = (typeof SUPPLIER_INVOICE_STATUSES)[number];

const supplierInvoiceLineSchema = z.object({
  ...recordId(),
  /** The buy-side shipment charge this line bills. */
  expected_cost_id: z.number().int(),
  description: z.string(),
  /** In the bill's currency. */
  amount: z.number(),
  /** The same amount in the expected cost's currency, at the rates kept when the bill was recorded. */
  cost_amount: z.number(),
  cost_currency: z.string(),
});

/** A carrier's or agent's bill recorded against the shipment's expected costs. */
export const supplierInvoiceSchema = z.object({
  ...recordId(),
  shipment_id: z.number().int(),
  supplier: z.string(),
  number: z.string(),
  date: isoDateSchema,
  currency: z.string(),
  total: z.number(),
  status: z.enum(SUPPLIER_INVOICE_STATUSES),
  /** The approver's note (required to dispute); blank until decided. */
  decision_note: z.string(),
  decided_by: z.number().int().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  lines: z.array(supplierInvoiceLineSchema),
  created_by: z.number().int().nullable(),
  ...versionedColumns(),
});
export type SupplierInvoice = z.infer<typeof supplierInvoiceSchema>;

/** A buy-side charge as an expected cost: what its supplier was expected to bill, what it billed, the gap. */
const expectedCostSchema = z.object({
  /** The shipment charge's id: what a bill's line names as `expected_cost_id`. */
  id: z.number().int(),
  supplier: z.string(),
  description: z.string(),
  currency: z.string(),
  expected: z.number(),
  /** What bills not disputed charged for it, in `currency`. */
  billed: z.number(),
  /** billed - expected: positive when the supplier billed more than expected. */
  variance: z.number(),
  /** The variance as a percentage of the expected cost (null when nothing was expected). */
  variance_percent: z.number().nullable(),
  /** False when the variance is more than the tolerance allows. */
  within_tolerance: z.boolean(),
});
export type ExpectedCost = z.infer<typeof expectedCostSchema>;

/** How far over the expected cost a bill may go without an approval. */
export const supplierBillSettingsSchema = z.object({
  tolerance_percent: z.number(),
  tolerance_amount: z.number(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type SupplierBillSettings = z.infer<typeof supplierBillSettingsSchema>;

export const DEFAULT_SUPPLIER_BILL_SETTINGS = { tolerance_percent: 5, tolerance_amount: 0 } as const;

/** GET /shipments/{id}/supplier_invoices: the bills, and the expected costs by supplier with the variance. */
export const shipmentSupplierInvoicesSchema = z.object({
  data: z.array(supplierInvoiceSchema),
  expected_costs: z.array(expectedCostSchema),
  tolerance: supplierBillSettingsSchema.pick({ tolerance_percent: true, tolerance_amount: true }),
});
export type ShipmentSupplierInvoices = z.infer<typeof shipmentSupplierInvoicesSchema>;
