import { addressFormatOf, type CompanyProfile, parsePeppolId } from '@freight/domain';

/** What the buyer's contact record adds to the invoice's own name and billing address, when it has one. */
export interface UblBuyerContact {
  address: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  email: string;
  tax_number: string;
  peppol_id: string;
}

/** XML forbids most control characters outright; a pasted one must not make the whole document unreadable. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters removed
const NOT_XML_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as an element's content; the XML builder escapes `& < > " '`. */
export const xmlText = (value: string) => value.replace(NOT_XML_TEXT, '').trim();

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map(xmlText)
    .filter((line) => line !== '');

/** The ISO 3166 code of a country written as a code or an English name; undefined when unknown. */
const countryCode = (country: string) => addressFormatOf(country)?.code;

/** An EU VAT number starts with its country's code ('ES B12345678'): the seller's country when no other is known. */
function countryOfTaxNumber(taxNumber: string) {
  const prefix = /^([A-Z]{2})/.exec(taxNumber.trim().toUpperCase())?.[1];
  // Greece writes EL on VAT numbers, GR elsewhere.
  if (prefix === 'EL') return 'GR';
  return prefix ? countryCode(prefix) : undefined;
}

function postalAddress(parts: {
  street: string[];
  city?: string;
  zip?: string;
  region?: string;
  country?: string;
}) {
  const [street, ...more] = parts.street;
  return {
    ...(street ? { 'cbc:StreetName': street } : {}),
    ...(more.length > 0 ? { 'cbc:AdditionalStreetName': more.join(', ') } : {}),
    ...(parts.city ? { 'cbc:CityName': xmlText(parts.city) } : {}),
    ...(parts.zip ? { 'cbc:PostalZone': xmlText(parts.zip) } : {}),
    ...(parts.region ? { 'cbc:CountrySubentity': xmlText(parts.region) } : {}),
    ...(parts.country ? { 'cac:Country': { 'cbc:IdentificationCode': parts.country } } : {}),
  };
}

/**
 * Where the document is delivered: the party's Peppol ID when it has one; otherwise its e-mail address under
 * the EAS code EM, since Peppol wants an electronic address for both parties and every client has an e-mail
 * long before anyone knows its Peppol ID.
 */
function endpointOf(peppolId: string, email: string | undefined) {
  const peppol = parsePeppolId(peppolId);
  if (peppol) return { 'cbc:EndpointID': { '#text': xmlText(peppol.id), '@schemeID': peppol.scheme } };
  const mail = xmlText(email ?? '');
  return mail ? { 'cbc:EndpointID': { '#text': mail, '@schemeID': 'EM' } } : {};
}

function party(
  name: string,
  address: object,
  ids: { taxNumber: string; peppolId: string },
  contact: { email?: string; phone?: string },
) {
  const taxNumber = xmlText(ids.taxNumber);
  const reach = {
    ...(contact.phone ? { 'cbc:Telephone': xmlText(contact.phone) } : {}),
    ...(contact.email ? { 'cbc:ElectronicMail': xmlText(contact.email) } : {}),
  };
  return {
    'cac:Party': {
      ...endpointOf(ids.peppolId, contact.email),
      'cac:PartyName': { 'cbc:Name': name },
      'cac:PostalAddress': address,
      ...(taxNumber
        ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
        : {}),
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': name },
      ...(Object.keys(reach).length > 0 ? { 'cac:Contact': reach } : {}),
    },
  };
}

/**
 * The seller: the company profile's name, address, VAT number and contact details. The profile's address is
 * free text; its country is read from its last line, else from the VAT number's prefix.
 */
export function sellerParty(company: CompanyProfile) {
  const lines = linesOf(company.address);
  const taxNumber = xmlText(company.tax_number);
  const country = countryCode(lines.at(-1) ?? '') ?? countryOfTaxNumber(taxNumber);
  const street = country && lines.length > 1 && countryCode(lines.at(-1)!) ? lines.slice(0, -1) : lines;
  const name = xmlText(company.company_name) || 'Seller';
  return party(name, postalAddress({ street, country }), { taxNumber, peppolId: company.peppol_id }, company);
}

/**
 * The buyer: the name and billing address the invoice was issued to; the client's contact record, when it
 * still exists, adds the city, postcode, region, country, e-mail, VAT number and Peppol ID.
 */
export function buyerParty(clientName: string, billingAddress: string, contact: UblBuyerContact | undefined) {
  const name = xmlText(clientName) || 'Buyer';
  const billed = linesOf(billingAddress).filter((line) => line !== name);
  const address = contact
    ? postalAddress({
        street: billed.length > 0 ? billed : linesOf(contact.address),
        city: contact.city,
        zip: contact.zip_code,
        region: contact.state,
        country: countryCode(contact.country),
      })
    : postalAddress({ street: billed });
  const ids = { taxNumber: contact?.tax_number ?? '', peppolId: contact?.peppol_id ?? '' };
  return party(name, address, ids, { email: contact?.email });
}
