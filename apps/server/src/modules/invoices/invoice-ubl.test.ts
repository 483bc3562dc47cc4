import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { draftFor, issuedInvoice, shipmentWithCharges } from './invoices.fixtures';

const admin = adminQuotationApi();
const SCHEMAS = join(__dirname, '../../../test/fixtures/ubl-2.1');

/** The vendored OASIS schemas, inflated, named as their imports name them (`../common/...`). */
function schemaFiles(folder: string): XMLFileInfo[] {
  return readdirSync(join(SCHEMAS, folder))
    .filter((name) => name.endsWith('.xsd.gz'))
    .map((name) => ({
      fileName: `${folder}/${name.replace(/\.gz$/, '')}`,
      contents: gunzipSync(readFileSync(join(SCHEMAS, folder, name))).toString('utf8'),
    }));
}
const common = schemaFiles('common');
const maindoc = schemaFiles('maindoc');

/** The XSD validation's errors (none when the document is valid UBL 2.1). */
async function schemaErrors(xml: string, root: 'Invoice' | 'CreditNote') {
  const schema = maindoc.find((file) => file.fileName === `maindoc/UBL-${root}-2.1.xsd`)!;
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    schema,
    preload: common,
  });
  return result.errors.map((error) => error.message);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Amounts are compared as written (171.50, 12100), not as numbers.
  parseTagValue: false,
});

async function ublOf(id: number, root: 'Invoice' | 'CreditNote') {
  const res = await admin.api.call('GET', `/invoices/${id}/ubl`);
  expect(res.statusCode, res.body).toBe(200);
  expect(await schemaErrors(res.body, root)).toEqual([]);
  return { res, doc: parser.parse(res.body)[root] };
}

/** A draft whose lines take the named rates in order, issued. */
async function issuedWithRates(currency: string, amounts: number[], rates: string[]) {
  const { shipment } = await shipmentWithCharges(admin.api, currency, amounts);
  const draft = (await draftFor(admin.api, shipment.id)).json();
  const lines = draft.lines.map((line: { id: number }, i: number) => ({
    id: line.id,
    tax_rate_name: rates[i],
  }));
  const put = await admin.api.call('PUT', `/invoices/${draft.id}`, { lines }, { 'if-match': '1' });
  expect(put.statusCode, put.body).toBe(200);
  const issued = await admin.api.call('POST', `/invoices/${draft.id}/issue`);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json();
}

const amountOf = (node: { '#text': string; '@currencyID': string }) => [node['#text'], node['@currencyID']];

beforeAll(async () => {
  const current = (await admin.api.call('GET', '/company-profile')).json();
  const saved = await admin.api.call(
    'PUT',
    '/company-profile',
    {
      company_name: 'شركة النقل & Hijos <Carga>',
      address: 'Calle de Alcalá 42\n28014 Madrid\nSpain',
      tax_number: 'ESB12345678',
      email: 'facturas@example.es',
    },
    { 'if-match': String(current.version) },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const bank = await admin.api.call('PUT', '/invoice_settings', {
    bank_name: 'Banco Ñ',
    bank_account_holder: 'Transportes & Hijos',
    bank_iban: 'ES91 2100 0418 4502 0005 1332',
    bank_bic: 'CAIXESBBXXX',
  });
  expect(bank.statusCode, bank.body).toBe(200);
});

describe('GET /invoices/{id}/ubl', () => {
  it('answers a EUR invoice with two rates as valid UBL 2.1, Peppol ids, escaped names and the bank account', async () => {
    const invoice = await issuedWithRates('EUR', [100, 50.5], ['Standard', 'Zero rated']);
    const { res, doc } = await ublOf(invoice.id, 'Invoice');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename="Invoice ${invoice.number}.xml"`,
    );
    expect(res.body).toContain('<cbc:Name>شركة النقل &amp; Hijos &lt;Carga&gt;</cbc:Name>');
    expect(doc).toMatchObject({
      CustomizationID: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
      ProfileID: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      ID: invoice.number,
      IssueDate: invoice.issue_date,
      DueDate: invoice.due_date,
      InvoiceTypeCode: '380',
      DocumentCurrencyCode: 'EUR',
    });
    const seller = doc.AccountingSupplierParty.Party;
    expect(seller.PartyTaxScheme.CompanyID).toBe('ESB12345678');
    expect(seller.PostalAddress).toMatchObject({
      StreetName: 'Calle de Alcalá 42',
      Country: { IdentificationCode: 'ES' },
    });
    expect(doc.AccountingCustomerParty.Party.PartyName.Name).toBe('Ñandú Logística S.A.');
    const subtotals = doc.TaxTotal.TaxSubtotal.map((s: Record<string, never>) => [
      amountOf(s.TaxableAmount),
      amountOf(s.TaxAmount),
      (s.TaxCategory as { ID: string }).ID,
    ]);
    expect(subtotals).toEqual([
      [['100.00', 'EUR'], ['21.00', 'EUR'], 'S'],
      [['50.50', 'EUR'], ['0.00', 'EUR'], 'Z'],
    ]);
    expect(amountOf(doc.LegalMonetaryTotal.PayableAmount)).toEqual(['171.50', 'EUR']);
    expect(doc.PaymentMeans.PayeeFinancialAccount).toMatchObject({
      ID: 'ES9121000418450200051332',
      Name: 'Transportes & Hijos',
      FinancialInstitutionBranch: { ID: 'CAIXESBBXXX' },
    });
    expect(doc.InvoiceLine).toHaveLength(2);

    const note = await admin.api.call('POST', `/invoices/${invoice.id}/credit_note`, {
      lines: [{ line_id: invoice.lines[0].id, amount: 40 }],
    });
    const draftNote = await admin.api.call('GET', `/invoices/${note.json().id}/ubl`);
    expect(draftNote.statusCode).toBe(409);
    expect(draftNote.json().error.message).toBe(
      'Issue the invoice before exporting it as an e-invoice: a draft has no number and may still change',
    );
    const credit = (await admin.api.call('POST', `/invoices/${note.json().id}/issue`)).json();
    const { doc: creditDoc } = await ublOf(credit.id, 'CreditNote');
    expect(creditDoc).toMatchObject({
      ID: credit.number,
      CreditNoteTypeCode: '381',
      BillingReference: { InvoiceDocumentReference: { ID: invoice.number } },
    });
    expect(amountOf(creditDoc.LegalMonetaryTotal.PayableAmount)).toEqual(['48.40', 'EUR']);
    expect(creditDoc.CreditNoteLine.CreditedQuantity['#text']).toBe('1');
  });

  it('writes JPY without decimals and a KWD reverse charge with three, category AE with its legal note', async () => {
    const yen = await issuedInvoice(
      admin.api,
      (await shipmentWithCharges(admin.api, 'JPY', [10_000])).shipment.id,
    );
    const { doc: yenDoc } = await ublOf(yen.id, 'Invoice');
    expect(amountOf(yenDoc.LegalMonetaryTotal.TaxInclusiveAmount)).toEqual(['12100', 'JPY']);

    const dinar = await issuedWithRates('KWD', [10.125, 3.5], ['Reverse charge', 'Reverse charge']);
    const { doc } = await ublOf(dinar.id, 'Invoice');
    expect(amountOf(doc.LegalMonetaryTotal.LineExtensionAmount)).toEqual(['13.625', 'KWD']);
    expect(amountOf(doc.TaxTotal.TaxAmount)).toEqual(['0.000', 'KWD']);
    expect(doc.TaxTotal.TaxSubtotal.TaxCategory).toMatchObject({
      ID: 'AE',
      Percent: '0',
      TaxExemptionReasonCode: 'VATEX-EU-AE',
      TaxExemptionReason: expect.stringMatching(/^Reverse charge: VAT to be accounted for by the recipient/),
    });
  });

  it("gives both parties their Peppol ID as the electronic address (else the e-mail) and prints the client's VAT number", async () => {
    const current = (await admin.api.call('GET', '/company-profile')).json();
    const saved = await admin.api.call(
      'PUT',
      '/company-profile',
      { peppol_id: '0088:5790000435975' },
      { 'if-match': String(current.version) },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const contact = async (body: object) => {
      const res = await admin.api.call('POST', '/contacts', { name: 'Lucía', last_name: 'Núñez', ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const withPeppol = await contact({
      email: 'cuentas@nandu.es',
      country: 'Spain',
      tax_number: 'ESA28000001',
      peppol_id: '9920:ESA28000001',
    });
    const mailOnly = await contact({ email: 'pagos@example.jp', country: 'Japan' });
    const buyerOf = async (contactId: number) => {
      const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [80], { contact_id: contactId });
      const { doc } = await ublOf((await issuedInvoice(admin.api, shipment.id)).id, 'Invoice');
      return { seller: doc.AccountingSupplierParty.Party, buyer: doc.AccountingCustomerParty.Party };
    };

    const { seller, buyer } = await buyerOf(withPeppol);
    expect(seller.EndpointID).toEqual({ '#text': '5790000435975', '@schemeID': '0088' });
    expect(buyer.EndpointID).toEqual({ '#text': 'ESA28000001', '@schemeID': '9920' });
    expect(buyer.PartyTaxScheme).toEqual({ CompanyID: 'ESA28000001', TaxScheme: { ID: 'VAT' } });
    const other = await buyerOf(mailOnly);
    expect(other.buyer.EndpointID).toEqual({ '#text': 'pagos@example.jp', '@schemeID': 'EM' });
    expect(other.buyer.PartyTaxScheme).toBeUndefined();
  });

  it('refuses a Peppol ID that is not a scheme code and an identifier, on the company and on a contact', async () => {
    const message = 'Peppol ID must be a scheme code and an identifier, like 0088:5790000435975';
    const current = (await admin.api.call('GET', '/company-profile')).json();
    const company = await admin.api.call(
      'PUT',
      '/company-profile',
      { peppol_id: 'GLN 5790000435975' },
      { 'if-match': String(current.version) },
    );
    expect(company.statusCode).toBe(400);
    expect(company.json().error.fields).toEqual({ peppol_id: message });
    expect((await admin.api.call('GET', '/company-profile')).json().peppol_id).toBe(current.peppol_id);
    const person = await admin.api.call('POST', '/contacts', { name: 'Kenji', peppol_id: '88:123' });
    expect(person.statusCode).toBe(400);
    expect(person.json().error.fields).toEqual({ peppol_id: message });
  });

  it('answers 409 for a draft and 404 for an unknown document', async () => {
    const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [5]);
    const draft = (await draftFor(admin.api, shipment.id)).json();
    expect((await admin.api.call('GET', `/invoices/${draft.id}/ubl`)).statusCode).toBe(409);
    expect((await admin.api.call('GET', '/invoices/999999/ubl')).statusCode).toBe(404);
  });
});
