import {
  type CompanyProfile,
  type CurrencyCode,
  currencyDigits,
  type Invoice,
  type InvoiceSettings,
  REVERSE_CHARGE_EXEMPTION_CODE,
  roundDecimal,
  type UblTaxCategory,
  ublTaxCategoryOf,
  ublTaxSubtotals,
} from '@freight/domain';
import { XMLBuilder } from 'fast-xml-parser';
import { buyerParty, sellerParty, type UblBuyerContact, xmlText } from './invoice-ubl-parties';

/** Peppol BIS Billing 3.0: the specification and the business process the document follows. */
const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
const NAMESPACES = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
/** UNCL1001: 380 commercial invoice, 381 credit note; UNCL4461: 30 credit transfer; UN/ECE rec 20: C62 one. */
const INVOICE_TYPE = '380';
const CREDIT_NOTE_TYPE = '381';
const CREDIT_TRANSFER = '30';
const UNIT = 'C62';

/** Everything the e-invoice carries: the issued document, who sends it, who it is for and where it is paid. */
export interface UblData {
  invoice: Invoice;
  company: CompanyProfile;
  settings: InvoiceSettings;
  buyer: UblBuyerContact | undefined;
}

function moneyOf(currency: CurrencyCode) {
  const digits = currencyDigits(currency);
  // The currency's own decimals (JPY 0, KWD 3), as EN 16931 wants amounts written.
  return (value: number) => ({
    '#text': roundDecimal(value, currency).toFixed(digits),
    '@currencyID': currency,
  });
}

/** A unit price keeps the precision it was stored with (up to three decimals), never more. */
const priceOf = (value: number, currency: CurrencyCode) => ({
  '#text': String(Number(value.toFixed(3))),
  '@currencyID': currency,
});

function taxCategory(category: UblTaxCategory, element: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory') {
  const reverse = category.code === 'AE' && element === 'cac:TaxCategory';
  return {
    [element]: {
      'cbc:ID': category.code,
      'cbc:Percent': category.percent,
      ...(reverse
        ? {
            'cbc:TaxExemptionReasonCode': REVERSE_CHARGE_EXEMPTION_CODE,
            ...(category.exemption_reason
              ? { 'cbc:TaxExemptionReason': xmlText(category.exemption_reason) }
              : {}),
          }
        : {}),
      'cac:TaxScheme': { 'cbc:ID': 'VAT' },
    },
  };
}

function taxTotal({ invoice, settings }: UblData, currency: CurrencyCode) {
  const money = moneyOf(currency);
  const subtotals = ublTaxSubtotals(invoice.lines, settings.tax_rates, currency);
  return {
    'cbc:TaxAmount': money(invoice.tax_total),
    'cac:TaxSubtotal': subtotals.map((subtotal) => ({
      'cbc:TaxableAmount': money(subtotal.taxable),
      'cbc:TaxAmount': money(subtotal.tax),
      ...taxCategory(subtotal, 'cac:TaxCategory'),
    })),
  };
}

function paymentMeans({ invoice, settings }: UblData) {
  const account = xmlText(settings.bank_iban).replace(/\s+/g, '');
  return {
    'cbc:PaymentMeansCode': CREDIT_TRANSFER,
    'cbc:PaymentID': invoice.number,
    ...(account
      ? {
          'cac:PayeeFinancialAccount': {
            'cbc:ID': account,
            ...(settings.bank_account_holder ? { 'cbc:Name': xmlText(settings.bank_account_holder) } : {}),
            ...(settings.bank_bic
              ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': xmlText(settings.bank_bic) } }
              : {}),
          },
        }
      : {}),
  };
}

function documentLines({ invoice, settings }: UblData, currency: CurrencyCode, isCredit: boolean) {
  const money = moneyOf(currency);
  return invoice.lines.map((line, index) => ({
    'cbc:ID': index + 1,
    [isCredit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity']: {
      '#text': line.quantity,
      '@unitCode': UNIT,
    },
    'cbc:LineExtensionAmount': money(line.amount),
    'cac:Item': {
      'cbc:Name': xmlText(line.description) || `Line ${index + 1}`,
      ...taxCategory(ublTaxCategoryOf(line, settings.tax_rates), 'cac:ClassifiedTaxCategory'),
    },
    'cac:Price': { 'cbc:PriceAmount': priceOf(line.unit_price, currency) },
  }));
}

/**
 * The issued invoice as a UBL 2.1 Invoice, or a credit note as a UBL CreditNote naming the invoice it credits,
 * following Peppol BIS Billing 3.0: seller and buyer, the VAT breakdown per category and rate (a reverse
 * charge is category AE with its legal note as the exemption reason), the totals, the lines and, on an
 * invoice, the bank account to pay into.
 */
export function invoiceUbl(data: UblData): string {
  const { invoice, company, buyer } = data;
  const currency = invoice.currency as CurrencyCode;
  const money = moneyOf(currency);
  const isCredit = invoice.kind === 'credit_note';
  const root = isCredit ? 'CreditNote' : 'Invoice';
  const notes = [...new Set(invoice.lines.map((line) => xmlText(line.tax_note)).filter(Boolean))];
  if (xmlText(invoice.notes)) notes.unshift(xmlText(invoice.notes));
  const document = {
    '@xmlns': `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`,
    '@xmlns:cac': NAMESPACES.cac,
    '@xmlns:cbc': NAMESPACES.cbc,
    'cbc:CustomizationID': CUSTOMIZATION_ID,
    'cbc:ProfileID': PROFILE_ID,
    'cbc:ID': invoice.number,
    'cbc:IssueDate': invoice.issue_date,
    ...(isCredit
      ? { 'cbc:CreditNoteTypeCode': CREDIT_NOTE_TYPE }
      : { 'cbc:DueDate': invoice.due_date, 'cbc:InvoiceTypeCode': INVOICE_TYPE }),
    ...(notes.length > 0 ? { 'cbc:Note': notes } : {}),
    'cbc:DocumentCurrencyCode': currency,
    // Peppol asks for a buyer reference or an order reference; the shipment is what the client knows the job by.
    'cbc:BuyerReference': xmlText(invoice.shipment_number) || invoice.number,
    ...(isCredit && invoice.invoice_number
      ? { 'cac:BillingReference': { 'cac:InvoiceDocumentReference': { 'cbc:ID': invoice.invoice_number } } }
      : {}),
    'cac:AccountingSupplierParty': sellerParty(company),
    'cac:AccountingCustomerParty': buyerParty(invoice.client_name, invoice.billing_address, buyer),
    ...(isCredit ? {} : { 'cac:PaymentMeans': paymentMeans(data) }),
    'cac:TaxTotal': taxTotal(data, currency),
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(invoice.net_total),
      'cbc:TaxExclusiveAmount': money(invoice.net_total),
      'cbc:TaxInclusiveAmount': money(invoice.total),
      'cbc:PayableAmount': money(invoice.total),
    },
    [isCredit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine']: documentLines(data, currency, isCredit),
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true });
  return builder.build({ '?xml': { '@version': '1.0', '@encoding': 'UTF-8' }, [root]: document });
}
