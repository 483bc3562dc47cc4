import { endpointGroup } from '../api/endpoint-group';
import {
  shipmentSupplierInvoicesSchema,
  supplierBillSettingsSchema,
  supplierInvoiceSchema,
} from './supplier-invoice';
import {
  supplierBillSettingsUpdateSchema,
  supplierInvoiceCreateSchema,
  supplierInvoiceDecisionSchema,
} from './supplier-invoice-validation';

const api = endpointGroup(['supplier bills']);

/** Suppliers' bills checked against a shipment's expected (buy) costs (docs/api.md, Supplier bills). */
export const supplierInvoicesApi = {
  forShipment: api.get('/shipments/:id/supplier_invoices', {
    summary: "The shipment's supplier bills and its expected costs with billed, variance and tolerance",
    response: shipmentSupplierInvoicesSchema,
  }),
  create: api.create('/shipments/:id/supplier_invoices', {
    summary: "Records a supplier's bill; over the tolerance it waits for approval",
    body: supplierInvoiceCreateSchema,
    response: supplierInvoiceSchema,
  }),
  approve: api.action('/supplier_invoices/:id/approve', {
    summary: 'Approves a bill pending approval (invoices:approve)',
    body: supplierInvoiceDecisionSchema,
    response: supplierInvoiceSchema,
  }),
  dispute: api.action('/supplier_invoices/:id/dispute', {
    summary: 'Disputes a bill pending approval, with a note (invoices:approve)',
    body: supplierInvoiceDecisionSchema,
    response: supplierInvoiceSchema,
  }),
};

/** The tolerance a supplier's bill may exceed its expected cost by. */
export const supplierBillSettingsApi = {
  get: api.get('/supplier_bill_settings', { response: supplierBillSettingsSchema }),
  update: api.put('/supplier_bill_settings', {
    body: supplierBillSettingsUpdateSchema,
    response: supplierBillSettingsSchema,
    ifMatch: true,
  }),
};
